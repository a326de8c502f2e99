import { z } from 'zod';
import { constants } from '../constants';
import { defineEndpoint } from '../endpoint';
import { job } from '../jobs/job';
import { licenceAmountBounds } from '../licence-plan';
import { customerSummary } from './customer-search';

const money = z.number().min(licenceAmountBounds.min).max(licenceAmountBounds.max);

export const azureDeploymentDetails = z.object({
  selectedAzureLocation: z.string().max(100).nullable().optional(),
  selectedHostingPlan: z.enum(constants.hostingPlans),
  /** A shared cloud service (Shared hosting, not as an app service). */
  selectedSharedCloudService: z.uuid().nullable().optional(),
  /** A shared app service plan (Shared hosting as an app service). */
  appServicePlan: z.uuid().nullable().optional(),
});

export type AzureDeploymentDetails = z.infer<typeof azureDeploymentDetails>;

export const basePlanDetails = z.object({
  firstDayOfWeek: z.enum(constants.daysOfWeek).default(constants.defaultFirstDayOfWeek),
  basePlanId: z.uuid().nullable().optional(),
});

export const newLicenseDetails = z.object({
  licenseOfferingId: z.string().min(1).max(100),
  airCastPerHourCost: money,
  paymentGatewayRate: money,
  currencyCode: z.string().regex(/^[A-Z]{3}$/, { message: 'must be a three-letter currency code' }),
  activeUserRate: money,
  additionalOfficeRate: money,
  visualModeCost: money,
  remoteAttendeeCost: money,
  gracePeriodExpiryDate: z.iso.date().nullable().optional(),
});

export type NewLicenseDetails = z.infer<typeof newLicenseDetails>;

/** doc1 §3 New customer input. */
export const newCustomerInput = z.object({
  customerName: z.string().trim().min(1, { message: 'is required' }).max(200),
  // Checked by the alias validator, which gives the reasons; the schema only bounds the size.
  customerAlias: z.string().max(100),
  customerEmailDomain: z.string().trim().max(253).default(constants.defaultEmailDomain),
  azureDeploymentDetails,
  basePlanDetails,
  licenseDetails: newLicenseDetails,
  airCastPerHourCost: money.optional(),
});

export type NewCustomerInput = z.infer<typeof newCustomerInput>;

export const quickCreateResponse = z.object({ customer: customerSummary, job });

export type QuickCreateResponse = z.infer<typeof quickCreateResponse>;

export const quickCreateCustomer = defineEndpoint({
  method: 'POST',
  path: '/api/customers/quickcreate',
  summary: 'Creates a customer after checking its alias, Azure deployment and email domain, and starts provisioning it',
  permission: 'signedIn',
  body: newCustomerInput,
  status: 201,
  response: quickCreateResponse,
});
