/**
 * The names operators know request fields by (the labels the screens show). A 400's reason names
 * the field with these, and forms label their inputs with the same words. A field missing here is
 * named by splitting its key ("gracePeriodExpiryDate" → "Grace period expiry date").
 */
export const fieldLabels: Record<string, string> = {
  customerName: 'Name',
  registrationSiteUrl: 'Registration site URL',
  packageId: 'Package',
  newName: 'Name',
  webhookCount: 'Webhook count',
  customerAlias: 'Alias',
  customerEmailDomain: 'Email domain',
  emailDomain: 'Email domain',
  selectedAzureLocation: 'Azure location',
  selectedHostingPlan: 'Hosting plan',
  selectedSharedCloudService: 'Shared cloud service',
  appServicePlan: 'App service plan',
  selectedAppServicePricingTier: 'Pricing tier',
  confirmPlanName: 'Plan name confirmation',
  firstDayOfWeek: 'First day of week',
  basePlanId: 'Base plan',
  licenseOfferingId: 'Licence offering',
  airCastPerHourCost: 'AirCast cost per hour',
  paymentGatewayRate: 'Payment gateway rate',
  currencyCode: 'Currency',
  activeUserRate: 'Active user rate',
  additionalOfficeRate: 'Additional office rate',
  visualModeCost: 'Visual mode cost',
  remoteAttendeeCost: 'Remote attendee cost',
  gracePeriodExpiryDate: 'Grace period expiry date',
  stripeAccountId: 'Stripe account',
  timeZoneId: 'Time zone',
  peakStartDate: 'Peak start date',
  peakDays: 'Peak days',
  peakLoadPlanId: 'Peak load plan',
  featureId: 'Feature',
  usageId: 'Boost usage',
  isOnDedicatedServer: 'Dedicated server',
  branchName: 'Branch name',
  version: 'Version',
  isDeployOnlineOnly: 'Deploy online only',
  isDeployAsAppService: 'Deploy as an app service',
  customerId: 'Customer',
  customerIds: 'Customers',
  id: 'Id',
  userName: 'User name',
  subscriptionId: 'Subscription',
  candidate: 'Value',
  location: 'Location',
  query: 'Search',
  letter: 'Letter',
  page: 'Page',
  pageSize: 'Page size',
  operator: 'Operator',
  customer: 'Customer',
  text: 'Text',
  from: 'From',
  to: 'To',
  reportId: 'Report',
  correlationId: 'Job',
  file: 'File',
  client_id: 'Client id',
  isRepairDns: 'Repair DNS',
  type: 'Type',
  logLevel: 'Log level',
  failTargets: 'Fail targets',
  missingCertificates: 'Missing certificates',
  hasDefaultDatabase: 'Default database configured',
  source: 'Source',
  ipAddress: 'IP address',
  ip: 'IP address',
  domainName: 'Domain name',
  customDomainName: 'Custom domain',
  ruleName: 'Rule name',
  conditionsDto: 'Conditions',
  teammate: 'Teammate',
  deploymentId: 'Deployment',
  maxPerformanceLevelId: 'Max performance level',
  minPerformanceLevelId: 'Min performance level',
  maxDatabaseSizeInGB: 'Max database size',
  server: 'Database server',
  database: 'Database',
  messageIds: 'Message ids',
  batchSize: 'Batch size',
  count: 'Count',
  paymentGateways: 'Payment gateways',
  customPaymentGateways: 'Custom payment gateways',
  isUsingStandardPaymentGateways: 'Standard payment gateways',
  eaPayId: 'EventsAIR Pay account',
  siteId: 'Site Id',
  migrationId: 'Compute migration',
  sourceCloudServiceId: 'Source cloud service',
  targetCloudServiceId: 'Target',
  isMoveToAppService: 'Move to an app service plan',
  hostingGroupIdentifier: 'Hosting group identifier',
  machineName: 'Machine name',
  databaseConnectionString: 'Database connection string',
  messagingConnectionString: 'Messaging connection string',
  isPrivateKeyProtected: 'Protect the private key with a password',
  thumbprint: 'Thumbprint',
  id_token: 'Token',
};

const splitKey = (key: string): string => {
  const words = key
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** The operator's name for the field at `path` (its last named segment; a list item adds its number). */
export const fieldLabel = (path: readonly PropertyKey[]): string => {
  const named = [...path].reverse().find((segment): segment is string => typeof segment === 'string');
  const index = path.length > 0 && typeof path[path.length - 1] === 'number' ? (path[path.length - 1] as number) : undefined;
  const label = named ? (fieldLabels[named] ?? splitKey(named)) : 'The request';
  return index === undefined ? label : `${label} (item ${index + 1})`;
};
