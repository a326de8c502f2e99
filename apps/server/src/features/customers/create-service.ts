import { constants, newCustomerInput, type FeatureBranchInput, type QuickCreateResponse } from '@console/contract';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import {
  appServicePlans,
  cloudServices,
  customers,
  deploymentHostingGroups,
  deployments,
  hostingGroups,
  licenseOfferings,
  releaseChannels,
  serverPlans,
} from '../../db/schema';
import { indexCustomerSearchTerms } from '../../db/search-terms';
import { AppError } from '../../lib/app-error';
import { azureDeploymentReasons, customDomainReasons, customerAliasReasons, resourceGroupFor } from '../validation';
import { readCustomerSummary, requireSubscription } from './customer-access';
import { requireJobs, type ActionDeps } from './actions-service';
import { provisionCustomerJob, type ProvisionPayload } from './customer-jobs';

export type CreateDeps = ActionDeps & { config: Config };

export type Hosting = {
  location: string | null;
  hostingPlan: (typeof constants.hostingPlans)[number];
  cloudServiceId: string | null;
  appServicePlanId: string | null;
  isAppService: boolean;
};

/** Shared hosting runs on a shared cloud service, or a shared app service plan, of the subscription in that location. */
export const hostingReasons = async ({ db, subscriptionId, hosting }: { db: Db; subscriptionId: string; hosting: Hosting }) => {
  if (hosting.hostingPlan !== 'Shared') return [];
  if (!hosting.location) return ['Shared hosting needs an Azure location.'];
  if (hosting.isAppService || (hosting.appServicePlanId && !hosting.cloudServiceId)) {
    if (!hosting.appServicePlanId) return ['Choose the shared app service plan to deploy on.'];
    const [plan] = await db
      .select()
      .from(appServicePlans)
      .where(and(eq(appServicePlans.id, hosting.appServicePlanId), eq(appServicePlans.subscriptionId, subscriptionId)));
    if (!plan) return ['The chosen app service plan does not exist in this subscription.'];
    if (plan.location !== hosting.location) return [`The app service plan ${plan.planName} is not in ${hosting.location}.`];
    return [];
  }
  if (!hosting.cloudServiceId) return ['Choose the shared cloud service to deploy on.'];
  const [service] = await db
    .select()
    .from(cloudServices)
    .where(and(eq(cloudServices.id, hosting.cloudServiceId), eq(cloudServices.subscriptionId, subscriptionId)));
  if (!service) return ['The chosen shared cloud service does not exist in this subscription.'];
  if (service.location !== hosting.location) return [`The cloud service ${service.serviceName} is not in ${hosting.location}.`];
  return [];
};

/** Joins the reasons into the one message the dialog shows (doc1 §5). */
const refuseWith = (reasons: string[]) => {
  if (reasons.length > 0) throw new AppError('badRequest', reasons.join(' '));
};

/**
 * Records the customer and its deployment and starts provisioning, in the request's one transaction:
 * a failure anywhere leaves no customer behind. The customer shows 'provisioning' until the job ends.
 */
const recordAndProvision = async ({
  deps,
  subscriptionId,
  customer,
  hosting,
  featureBranch,
}: {
  deps: CreateDeps;
  subscriptionId: string;
  customer: Omit<typeof customers.$inferInsert, 'subscriptionId' | 'state'>;
  hosting: Hosting;
  featureBranch: ProvisionPayload['featureBranch'];
}): Promise<QuickCreateResponse> => {
  // Checked after the input: an operator learns what is wrong with it even while jobs cannot run.
  const jobs = requireJobs(deps.jobs);
  const [stable] = await deps.db.select().from(releaseChannels).where(eq(releaseChannels.name, 'Stable'));
  let created: { customerId: string; deploymentId: string | null };
  try {
    created = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(customers)
        .values({ ...customer, subscriptionId, state: 'provisioning', releaseChannelId: stable?.id ?? null })
        .returning({ id: customers.id });
      if (!hosting.location) return { customerId: row!.id, deploymentId: null };
      const [deployment] = await tx
        .insert(deployments)
        .values({
          customerId: row!.id,
          kind: 'azure',
          azureLocation: hosting.location,
          resourceGroupName: resourceGroupFor(customer.alias),
          hostingPlan: hosting.hostingPlan,
          cloudServiceId: hosting.cloudServiceId,
          appServicePlanId: hosting.appServicePlanId,
        })
        .returning({ id: deployments.id });
      const [group] = await tx
        .select()
        .from(hostingGroups)
        .where(
          and(
            eq(hostingGroups.subscriptionId, subscriptionId),
            eq(hostingGroups.kind, 'azure'),
            eq(hostingGroups.azureLocation, hosting.location),
          ),
        )
        .limit(1);
      if (group) await tx.insert(deploymentHostingGroups).values({ deploymentId: deployment!.id, hostingGroupId: group.id });
      return { customerId: row!.id, deploymentId: deployment!.id };
    });
  } catch (error) {
    // Two operators creating the same alias at once: the unique index decides, the loser is told why.
    if (String((error as { cause?: unknown })?.cause ?? error).includes('customers_alias')) {
      throw new AppError('badRequest', `The customer alias ${customer.alias} is already taken.`);
    }
    throw error;
  }
  await indexCustomerSearchTerms(deps.db, [created.customerId]);
  const job = await jobs.start(provisionCustomerJob, {
    payload: {
      customerId: created.customerId,
      alias: customer.alias,
      deploymentId: created.deploymentId,
      location: hosting.location,
      hostingPlan: hosting.hostingPlan,
      cloudServiceId: hosting.cloudServiceId,
      appServicePlanId: hosting.appServicePlanId,
      featureBranch,
    },
    subscriptionId,
    operatorId: deps.auth.operator.id,
  });
  return {
    customer: await readCustomerSummary({ db: deps.db, config: deps.config, subscriptionId, id: created.customerId }),
    job,
  };
};

/** doc1 §5: before quick create the alias, the Azure deployment (when a location is set) and custom email domains are checked. */
export const quickCreateCustomer = async ({ deps, input }: { deps: CreateDeps; input: z.infer<typeof newCustomerInput> }) => {
  const subscriptionId = requireSubscription(deps.auth);
  const { db } = deps;
  const alias = input.customerAlias.trim();
  const location = input.azureDeploymentDetails.selectedAzureLocation?.trim() || null;
  const emailDomain = input.customerEmailDomain.trim().toLowerCase() || constants.defaultEmailDomain;
  const hosting: Hosting = {
    location,
    hostingPlan: input.azureDeploymentDetails.selectedHostingPlan,
    cloudServiceId: input.azureDeploymentDetails.selectedSharedCloudService ?? null,
    appServicePlanId: input.azureDeploymentDetails.appServicePlan ?? null,
    isAppService: false,
  };
  const reasons = [
    ...(await customerAliasReasons({ db, alias })),
    ...(location ? await azureDeploymentReasons({ db, alias, location }) : []),
    ...(await customDomainReasons({ db, candidate: emailDomain })),
    ...(await hostingReasons({ db, subscriptionId, hosting })),
  ];
  const offeringId = input.licenseDetails.licenseOfferingId;
  const [offering] = await db.select().from(licenseOfferings).where(eq(licenseOfferings.id, offeringId));
  if (!offering || offering.id === constants.hiddenLicenseOffering)
    reasons.push(`Choose a licence offering (${offeringId} is not one).`);
  if (input.basePlanDetails.basePlanId) {
    const [plan] = await db.select().from(serverPlans).where(eq(serverPlans.id, input.basePlanDetails.basePlanId));
    if (!plan || plan.category !== 'Base') reasons.push('The chosen base plan does not exist.');
  }
  refuseWith(reasons);
  return recordAndProvision({
    deps,
    subscriptionId,
    hosting,
    featureBranch: null,
    customer: {
      name: input.customerName.trim(),
      alias,
      emailDomain,
      licenseDetails: {
        ...input.licenseDetails,
        airCastPerHourCost: input.airCastPerHourCost ?? input.licenseDetails.airCastPerHourCost,
      },
      basePlanDetails: input.basePlanDetails,
    },
  });
};

/** Only the alias is validated (doc1 §5); the contract keeps feature branches out of production (doc1 §6). */
export const createFeatureBranch = async ({ deps, input }: { deps: CreateDeps; input: FeatureBranchInput }) => {
  const subscriptionId = requireSubscription(deps.auth);
  const alias = input.customerAlias.trim();
  refuseWith(await customerAliasReasons({ db: deps.db, alias }));
  const branch = { branchName: input.branchName.trim(), version: input.version.trim() };
  return recordAndProvision({
    deps,
    subscriptionId,
    featureBranch: branch,
    hosting: {
      location: input.selectedAzureLocation,
      hostingPlan: input.selectedHostingPlan,
      cloudServiceId: input.selectedSharedCloudService ?? null,
      appServicePlanId: input.appServicePlan ?? null,
      isAppService: input.isDeployAsAppService ?? false,
    },
    customer: {
      name: `${branch.branchName} (feature branch ${branch.version})`,
      alias,
      emailDomain: constants.defaultEmailDomain,
      featureBranch: {
        ...branch,
        isDeployOnlineOnly: input.isDeployOnlineOnly ?? false,
        isDeployAsAppService: input.isDeployAsAppService ?? false,
      },
    },
  });
};
