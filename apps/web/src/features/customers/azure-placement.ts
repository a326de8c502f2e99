import type { constants } from '@console/contract';

/**
 * Where a customer's Azure deployment runs, as the forms that place one hold it: the names are the
 * contract's, so a create body takes it as it is.
 */
export type AzurePlacement = {
  selectedAzureLocation: string;
  selectedHostingPlan: (typeof constants.hostingPlans)[number];
  // Optional as in the contract's bodies, so a form may hold one of those as its placement.
  selectedSharedCloudService?: string | null;
  appServicePlan?: string | null;
};

/** What is wrong with a placement before the server sees it; shared hosting lives in a location. */
export const azurePlacementProblem = ({
  selectedAzureLocation,
  selectedHostingPlan,
}: {
  selectedAzureLocation: string;
  selectedHostingPlan: string;
}): string | undefined =>
  selectedHostingPlan === 'Shared' && !selectedAzureLocation ? 'Shared hosting needs an Azure location.' : undefined;
