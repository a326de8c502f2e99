import type { Endpoint } from './endpoint';
import {
  approveChannelDesiredState,
  approveCustomerDesiredState,
  deleteAllInvestigations,
  deleteInvestigation,
  getHostingGroupDesiredStateUrl,
  listInvestigations,
} from './desired-state/desired-state';
import {
  assignEmailIp,
  assignEmailIpToSubUsers,
  listEmailIpPool,
  makeEmailIpBad,
  makeEmailIpGood,
} from './email-ip-pool/email-ip-pool';
import {
  getLicenceCost,
  listActiveUserRates,
  listAdditionalOfficeRates,
  listAirCastCosts,
  listCustomerLicences,
} from './licensing/licensing';

import { generateKpiData, getKpiDateOptions, getKpiProcessInformation, updateKpiProcessInformation } from './kpi/kpi';
import { countAircastData, exportAircastData } from './aircast-export/aircast-export';
import { listPeakPlans } from './customer-licence/list-peak-plans';
import { listStripeAccounts } from './customer-licence/list-stripe-accounts';
import { listTimeZones } from './customer-licence/list-time-zones';
import { updateCustomerLicence } from './customer-licence/update-customer-licence';
import { getBoostUsage } from './customer-licence/get-boost-usage';
import { resetBoostUsage } from './customer-licence/reset-boost-usage';
import { getCustomerServerPlan } from './customer-licence/get-customer-server-plan';
import {
  getClickOnceArtifacts,
  moveToAppGateway,
  resetCreditCardVaultCredentials,
  setStaticIpAddress,
} from './customer-details/platform-settings';
import { addCustomerFeature, removeCustomerFeature } from './customer-details/customer-features';
import { saveCustomer } from './customer-details/save-customer';
import { listFeatures } from './azure/list-features';
import { addFeature, removeFeature } from './azure/feature-management';
import { createRedisCache, createStorageAccount, refreshLocations } from './azure/locations';
import {
  downloadManagementCertificatePfx,
  getManagementCertificate,
  replaceManagementCertificate,
} from './azure/management-certificate';
import {
  getDatabaseAutoscaling,
  getDatabaseAutoscalingConfig,
  getPlansByFirstLetter,
  listAutoscalingFirstLetters,
} from './azure/database-autoscaling';
import { getDatabaseDetails } from './customer-database/get-database-details';
import { getDatabasePassword } from './customer-database/get-database-password';
import { getDatabaseReadOnlyPassword } from './customer-database/get-database-read-only-password';
import { getRegistrationReport } from './customer-database/get-registration-report';
import { listPerformanceLevels } from './customer-database/list-performance-levels';
import { reconfigureDatabase } from './customer-database/reconfigure-database';
import { updateCompatibilityLevel } from './customer-database/update-compatibility-level';
import { addSimulatedDeadLetters } from './dead-letters/add-simulated-dead-letters';
import { deleteDeadLetters } from './dead-letters/delete-dead-letters';
import { destroyAllDeadLetters } from './dead-letters/destroy-all-dead-letters';
import { listDeadLetters } from './dead-letters/list-dead-letters';
import { replayAllDeadLetters } from './dead-letters/replay-all-dead-letters';
import { replayDeadLetters } from './dead-letters/replay-dead-letters';
import { listCustomerDeployments } from './customer-deployments/list-customer-deployments';
import {
  createAzureDeployment,
  createOnsiteDeployment,
  disableDeployment,
  enableDeployment,
} from './customer-deployments/deployment-actions';
import {
  cancelComputeMigration,
  dismissComputeMigration,
  getComputeMigration,
  listComputeMigrations,
  startComputeMigration,
} from './customer-deployments/compute-migrations';
import {
  downloadCertificatePfx,
  getCertificateByThumbprint,
  getDeploymentControllerStatus,
  getHostingGroup,
  listCustomerHostingGroups,
  searchHostingGroups,
  listHostingGroupDeployments,
  listHostedApplications,
} from './hosting-groups/hosting-groups';
import { setCustomDomainName } from './customer-domains/set-custom-domain-name';
import { removeCustomDomain } from './customer-domains/remove-custom-domain';
import { uploadCustomDomainCertificate } from './customer-domains/upload-custom-domain-certificate';
import { getCustomDomain } from './customer-domains/get-custom-domain';
import { addUrlRewrite } from './customer-domains/add-url-rewrite';
import { removeUrlRewrite } from './customer-domains/remove-url-rewrite';
import {
  uploadUrlRewriteCertificate,
  uploadUrlRewriteSettingsCertificate,
} from './customer-domains/upload-url-rewrite-certificate';
import { addPortalAliases } from './customer-domains/add-portal-aliases';
import { removePortalAlias } from './customer-domains/remove-portal-alias';
import { orderCertificate } from './customer-domains/order-certificate';
import { validateDomain } from './customer-domains/validate-domain';
import { addDomainToFrontDoor } from './customer-domains/add-to-afd';
import { getTxtRecords, regenerateTxtRecords } from './customer-domains/txt-records';
import {
  addIpAddressEntry,
  getCustomerSecurity,
  removeIpAddressEntry,
  restrictByIpAddress,
  updateSessionTimeout,
} from './customer-domains/security';
import { deleteTeammate, getCustomerEmail, inviteTeammate, resetEmailApiKey } from './customer-domains/email';
import { validateSpfRecords } from './validation/validate-spf-records';
import { validateServiceBusConnectionString, validateSqlConnectionString } from './validation/validate-connection-strings';
import { updateGdsSettings } from './customer-details/update-gds-settings';
import { updateEmailDomain } from './customer-details/update-email-domain';
import { changeReleaseChannel } from './customer-details/change-release-channel';
import { pinReleaseChannel } from './customer-details/pin-release-channel';
import { unlockFromCurrentReleaseChannel } from './customer-details/unlock-release-channel';
import { getCustomer } from './customer-details/get-customer';
import { dnsRepairCustomer } from './customer-details/dns-repair-customer';
import { restartCustomerService } from './customer-details/restart-customer-service';
import { recycleAppPool } from './customer-details/recycle-app-pool';
import { fixClickOnce } from './customer-details/fix-click-once';
import { updateCustomerName } from './customer-details/update-customer-name';
import { updateMiscDetails } from './customer-details/update-misc-details';
import { setCustomerLogLevel } from './customer-details/set-customer-log-level';
import { listAudit } from './audit/list-audit';
import { listCustomerActivity } from './audit/list-customer-activity';
import { getFederatedSignInConfig } from './auth/federated-sign-in-config';
import { moveToOtherSubscription } from './auth/move-to-other-subscription';
import { getWhoami, postWhoami } from './auth/whoami';
import { dismissJobs } from './jobs/dismiss-jobs';
import { listJobs } from './jobs/list-jobs';
import { retryFailedJob } from './jobs/retry-failed-job';
import { cancelJob, retryJob } from './jobs/retry-job';
import { getCustomerServiceHealth } from './customer-deployments/customer-service-health';
import { startPlatformSelfTest } from './operations/platform-self-test';
import { getHealth, getReadiness } from './system/health';
import { createSupportUser } from './customers/create-support-user';
import { decommissionCustomer } from './customers/decommission-customer';
import { disableCustomer } from './customers/disable-customer';
import { enableCustomer } from './customers/enable-customer';
import { listBasePlans } from './customers/list-base-plans';
import { listCurrencyRates } from './customers/list-currency-rates';
import { listDaysOfWeek } from './customers/list-days-of-week';
import { listFirstLetters } from './customers/list-first-letters';
import { listLicenseOfferings } from './customers/list-license-offerings';
import { moveToFrontDoor } from './customers/move-to-front-door';
import { quickCreateCustomer } from './customers/quick-create-customer';
import { repairCustomer } from './customers/repair-customer';
import { repairCustomers } from './customers/repair-customers';
import { searchByFirstLetter } from './customers/search-by-first-letter';
import { searchByReleaseChannel } from './customers/search-by-release-channel';
import { searchCustomers } from './customers/search-customers';
import { searchDisabledCustomers } from './customers/search-disabled';
import { searchPinnedCustomers } from './customers/search-pinned';
import { setAzureCdnForSpecific } from './customers/set-azure-cdn-for-specific';
import { setAzureCdn } from './customers/set-azure-cdn';
import { createFeatureBranch } from './feature-branches/create-feature-branch';
import { validateAzureDeployment } from './validation/validate-azure-deployment';
import { validateCustomDomains } from './validation/validate-custom-domains';
import { validateCustomerAlias } from './validation/validate-customer-alias';
import { deleteCustomReport } from './report-store/delete-custom-report';
import { listCustomReports } from './report-store/list-custom-reports';
import { uploadCustomReport } from './report-store/upload-custom-report';
import { listAppServicePlans } from './azure/list-app-service-plans';
import { appServicePlanEndpoints } from './app-service-plans/app-service-plans';
import { listCloudServices } from './azure/list-cloud-services';
import { cloudServiceEndpoints } from './cloud-services/cloud-services';
import { listLocations } from './azure/list-locations';
import { listReleaseChannels } from './releases/list-release-channels';
import {
  cleanUpBeta,
  computeStabilityIndex,
  createRelease,
  createReleaseChannel,
  deleteReleaseChannel,
  getReleaseChannel,
  listReleases,
  previewPromotion,
  promoteRelease,
  validateReleaseChannelName,
  validateSemanticVersion,
} from './releases/releases-endpoints';
import { getAlarms } from './alarms/alarms';
import { listErrorEvents } from './audit/list-error-events';
import { getCloudStatus } from './monitoring/cloud-status';
import { getRecentErrors } from './monitoring/recent-errors';
import { getDeploymentServiceStatus, getServiceStatuses, getUnhealthyServices } from './monitoring/service-status';
import {
  getConfiguration,
  getLogLevel,
  getRavenManagementStudioUri,
  getVersion,
  setLogLevel,
} from './operations/operations-basics';
import { getPlatformSimulation, setPlatformSimulation } from './simulation/platform-simulation';

import { listStandardPaymentGateways } from './customer-payments/list-standard-payment-gateways';
import { listCustomPaymentGateways } from './customer-payments/list-custom-payment-gateways';
import { updateCustomerPaymentGateways } from './customer-payments/update-customer-payment-gateways';
import { removeCustomerPaymentGateways } from './customer-payments/remove-customer-payment-gateways';
import { getEaPayDetails } from './customer-payments/get-ea-pay-details';
import { setEaPayDetails } from './customer-payments/set-ea-pay-details';
import { getDeletedSites } from './customer-payments/get-deleted-sites';
import { undeleteSite } from './customer-payments/undelete-site';
import { listCustomizations } from './customer-customizations/list-customizations';
import { saveCustomization } from './customer-customizations/save-customization';
import { deleteCustomization } from './customer-customizations/delete-customization';
import {
  launchStandardCheck,
  listStandardChecks,
  getStandardCheck,
  rerunStandardCheck,
  launchPageHitCheck,
  listPageHitChecks,
  getPageHitCheck,
  rerunPageHitCheck,
  launchHardwareCheck,
  listHardwareChecks,
  getHardwareCheck,
  rerunHardwareCheck,
  validateAbsoluteUri,
} from './performance-checks/performance-checks';

import { createServerPlan, listServerPlans, validateServerPlanName } from './server-plans/server-plans';
import { getUpgradeCostInformation, updateUpgradeCost } from './upgrade-costs/upgrade-costs';
import { listRetentionPolicies, runAllRetentionPolicies } from './retention-policies/retention-policies';
import { listHostingCertificates, updateWildCardCertificate, uploadHostingCertificate } from './certificates/certificates';
import { deallocateOssecKey, listOssecKeys, uploadOssecKeys } from './ossec-keys/ossec-keys';
/** Every endpoint of the API; tests walk this list (e.g. to prove each refuses anonymous callers). */
import {
  confirmDefaultDatabaseUpload,
  createDatabaseServer,
  getDatabaseServerAdminPassword,
  getDefaultDatabaseUploadUri,
  listDatabaseServers,
  resetDatabaseServerAdminPassword,
} from './database-servers/database-servers';

export const endpoints = {
  listHostingCertificates,
  uploadHostingCertificate,
  updateWildCardCertificate,
  listOssecKeys,
  uploadOssecKeys,
  deallocateOssecKey,
  listDatabaseServers,
  createDatabaseServer,
  getDatabaseServerAdminPassword,
  resetDatabaseServerAdminPassword,
  getDefaultDatabaseUploadUri,
  confirmDefaultDatabaseUpload,
  getHealth,
  getReadiness,
  getFederatedSignInConfig,
  getWhoami,
  postWhoami,
  moveToOtherSubscription,
  listAudit,
  listCustomerActivity,
  createSupportUser,
  decommissionCustomer,
  disableCustomer,
  enableCustomer,
  listBasePlans,
  listCurrencyRates,
  listDaysOfWeek,
  listFirstLetters,
  listLicenseOfferings,
  moveToFrontDoor,
  quickCreateCustomer,
  repairCustomer,
  repairCustomers,
  searchByFirstLetter,
  searchByReleaseChannel,
  searchCustomers,
  searchDisabledCustomers,
  searchPinnedCustomers,
  setAzureCdnForSpecific,
  setAzureCdn,
  createFeatureBranch,
  validateAzureDeployment,
  validateCustomDomains,
  validateSpfRecords,
  validateSqlConnectionString,
  validateServiceBusConnectionString,
  validateCustomerAlias,
  deleteCustomReport,
  listCustomReports,
  uploadCustomReport,
  listAppServicePlans,
  ...appServicePlanEndpoints,
  listCloudServices,
  getCloudServiceConfig: cloudServiceEndpoints.config,
  createCloudService: cloudServiceEndpoints.create,
  getCloudService: cloudServiceEndpoints.get,
  getSharedCloudService: cloudServiceEndpoints.getShared,
  getCloudServiceActualDetails: cloudServiceEndpoints.actualDetails,
  moveCloudServiceToBarracuda: cloudServiceEndpoints.moveToBarracuda,
  downloadCloudServiceRdp: cloudServiceEndpoints.rdp,
  reconfigureCloudService: cloudServiceEndpoints.reconfigure,
  vipSwapCloudService: cloudServiceEndpoints.vipSwap,
  deleteCloudServiceDeployment: cloudServiceEndpoints.deleteDeployment,
  cloudServiceInstanceAction: cloudServiceEndpoints.instanceAction,
  decommissionCloudService: cloudServiceEndpoints.decommission,
  listLocations,
  listReleaseChannels,
  cleanUpBeta,
  computeStabilityIndex,
  createRelease,
  createReleaseChannel,
  deleteReleaseChannel,
  getReleaseChannel,
  listReleases,
  previewPromotion,
  promoteRelease,
  validateReleaseChannelName,
  validateSemanticVersion,
  listJobs,
  dismissJobs,
  retryFailedJob,
  retryJob,
  cancelJob,
  getCustomerServiceHealth,
  startPlatformSelfTest,
  getRecentErrors,
  getCloudStatus,
  getServiceStatuses,
  getUnhealthyServices,
  getDeploymentServiceStatus,
  getVersion,
  getConfiguration,
  getRavenManagementStudioUri,
  getLogLevel,
  setLogLevel,
  getAlarms,
  listErrorEvents,
  getPlatformSimulation,
  setPlatformSimulation,
  getCustomer,
  dnsRepairCustomer,
  restartCustomerService,
  recycleAppPool,
  fixClickOnce,
  updateCustomerName,
  updateMiscDetails,
  setCustomerLogLevel,
  updateEmailDomain,
  changeReleaseChannel,
  pinReleaseChannel,
  unlockFromCurrentReleaseChannel,
  updateGdsSettings,
  setCustomDomainName,
  listCustomerDeployments,
  listPeakPlans,
  listStripeAccounts,
  listTimeZones,
  updateCustomerLicence,
  getBoostUsage,
  resetBoostUsage,
  getCustomerServerPlan,
  getClickOnceArtifacts,
  resetCreditCardVaultCredentials,
  moveToAppGateway,
  setStaticIpAddress,
  addCustomerFeature,
  removeCustomerFeature,
  saveCustomer,
  listFeatures,
  addFeature,
  removeFeature,
  refreshLocations,
  createStorageAccount,
  createRedisCache,
  getManagementCertificate,
  replaceManagementCertificate,
  downloadManagementCertificatePfx,
  getDatabaseAutoscaling,
  getDatabaseAutoscalingConfig,
  listAutoscalingFirstLetters,
  getPlansByFirstLetter,
  createAzureDeployment,
  createOnsiteDeployment,
  enableDeployment,
  disableDeployment,
  listComputeMigrations,
  getComputeMigration,
  startComputeMigration,
  cancelComputeMigration,
  dismissComputeMigration,
  getHostingGroup,
  listCustomerHostingGroups,
  searchHostingGroups,
  listHostingGroupDeployments,
  listHostedApplications,
  getDeploymentControllerStatus,
  getCertificateByThumbprint,
  downloadCertificatePfx,
  removeCustomDomain,
  uploadCustomDomainCertificate,
  getCustomDomain,
  addUrlRewrite,
  removeUrlRewrite,
  uploadUrlRewriteCertificate,
  uploadUrlRewriteSettingsCertificate,
  addPortalAliases,
  removePortalAlias,
  orderCertificate,
  validateDomain,
  addDomainToFrontDoor,
  getTxtRecords,
  regenerateTxtRecords,
  getCustomerSecurity,
  addIpAddressEntry,
  removeIpAddressEntry,
  restrictByIpAddress,
  updateSessionTimeout,
  getCustomerEmail,
  inviteTeammate,
  deleteTeammate,
  resetEmailApiKey,
  getDatabaseDetails,
  getDatabasePassword,
  getDatabaseReadOnlyPassword,
  getRegistrationReport,
  updateCompatibilityLevel,
  listPerformanceLevels,
  reconfigureDatabase,
  listDeadLetters,
  replayDeadLetters,
  replayAllDeadLetters,
  deleteDeadLetters,
  destroyAllDeadLetters,
  addSimulatedDeadLetters,
  listStandardPaymentGateways,
  listCustomPaymentGateways,
  updateCustomerPaymentGateways,
  removeCustomerPaymentGateways,
  getEaPayDetails,
  setEaPayDetails,
  getDeletedSites,
  undeleteSite,
  listCustomizations,
  saveCustomization,
  deleteCustomization,
  listEmailIpPool,
  makeEmailIpGood,
  makeEmailIpBad,
  assignEmailIp,
  assignEmailIpToSubUsers,
  listCustomerLicences,
  listActiveUserRates,
  listAdditionalOfficeRates,
  listAirCastCosts,
  getLicenceCost,
  listInvestigations,
  deleteInvestigation,
  deleteAllInvestigations,
  approveCustomerDesiredState,
  approveChannelDesiredState,
  getHostingGroupDesiredStateUrl,
  launchStandardCheck,
  listStandardChecks,
  getStandardCheck,
  rerunStandardCheck,
  launchPageHitCheck,
  listPageHitChecks,
  getPageHitCheck,
  rerunPageHitCheck,
  launchHardwareCheck,
  listHardwareChecks,
  getHardwareCheck,
  rerunHardwareCheck,
  validateAbsoluteUri,

  generateKpiData,
  getKpiDateOptions,
  getKpiProcessInformation,
  updateKpiProcessInformation,
  countAircastData,
  exportAircastData,

  listServerPlans,
  validateServerPlanName,
  createServerPlan,
  getUpgradeCostInformation,
  updateUpgradeCost,
  listRetentionPolicies,
  runAllRetentionPolicies,
} as const;

const endpointNames = new Map<Endpoint, string>(Object.entries(endpoints).map(([name, endpoint]) => [endpoint, name]));

/**
 * An endpoint's name in the contract, its key in `endpoints` (the OpenAPI document's operationId), or
 * undefined for a declaration that is not listed there (and so walked by no generated test).
 */
export const endpointName = (endpoint: Endpoint): string | undefined => endpointNames.get(endpoint);
