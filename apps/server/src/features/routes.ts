import type { RegisterRoutes } from '../app-deps';
import { registerAlarmRoutes } from './alarms/routes';
import { registerAppServicePlanRoutes } from './app-service-plans/routes';
import { registerAuditRoutes } from './audit/routes';
import { registerAuthRoutes } from './auth/routes';
import { registerCustomerDetailsRoutes } from './customer-details/routes';
import { registerCustomerRoutes } from './customers/routes';
import { registerCustomerDomainRoutes } from './customer-domains/routes';
import { registerCustomerDeploymentRoutes } from './customer-deployments/routes';
import { registerCustomerLicenceRoutes } from './customer-licence/routes';
import { registerCustomerDatabaseRoutes } from './customer-database/routes';
import { registerDeadLetterRoutes } from './dead-letters/routes';
import { registerDesiredStateRoutes } from './desired-state/routes';
import { registerEmailIpPoolRoutes } from './email-ip-pool/routes';
import { registerDatabaseServerRoutes } from './database-servers/routes';
import { registerLicensingRoutes } from './licensing/routes';
import { registerCustomerPaymentRoutes } from './customer-payments/routes';
import { registerCustomerCustomizationRoutes } from './customer-customizations/routes';
import { registerHostingGroupRoutes } from './hosting-groups/routes';
import { registerFeatureBranchRoutes } from './feature-branches/routes';
import { registerJobsRoutes } from './jobs/routes';
import { registerMonitoringRoutes } from './monitoring/routes';
import { registerOperationsBasicsRoutes } from './operations/basics-routes';
import { registerOperationsRoutes } from './operations/routes';
import { registerPerformanceCheckRoutes } from './performance-checks/routes';
import { registerCloudServiceRoutes } from './cloud-services/routes';
import { registerReleaseRoutes } from './releases/routes';
import { registerReportStoreRoutes } from './report-store/routes';
import { registerSimulationRoutes } from './simulation/routes';
import { registerSystemRoutes } from './system/routes';
import { registerValidationRoutes } from './validation/routes';
import { registerKpiRoutes } from './kpi/routes';
import { registerAircastExportRoutes } from './aircast-export/routes';

import { registerServerPlanRoutes } from './server-plans/routes';
import { registerUpgradeCostRoutes } from './upgrade-costs/routes';
import { registerRetentionPolicyRoutes } from './retention-policies/routes';
import { registerAzureFeatureRoutes } from './azure-features/routes';
import { registerAzureLocationRoutes } from './azure-locations/routes';
import { registerManagementCertificateRoutes } from './management-certificate/routes';
import { registerDatabaseAutoscalingRoutes } from './database-autoscaling/routes';
import { registerCertificateRoutes } from './certificates/routes';
import { registerOssecKeyRoutes } from './ossec-keys/routes';

/** Every feature area's routes; the server registers them in this order. */
export const featureRoutes: RegisterRoutes[] = [
  registerSystemRoutes,
  registerAuthRoutes,
  registerAuditRoutes,
  registerCustomerRoutes,
  registerCustomerDetailsRoutes,
  registerCustomerDomainRoutes,
  registerCustomerDeploymentRoutes,
  registerCustomerLicenceRoutes,
  registerCustomerDatabaseRoutes,
  registerDeadLetterRoutes,
  registerCustomerPaymentRoutes,
  registerCustomerCustomizationRoutes,
  registerHostingGroupRoutes,
  registerDesiredStateRoutes,
  registerEmailIpPoolRoutes,
  registerDatabaseServerRoutes,
  registerAppServicePlanRoutes,
  registerLicensingRoutes,
  registerFeatureBranchRoutes,
  registerValidationRoutes,
  registerReleaseRoutes,
  registerReportStoreRoutes,
  registerJobsRoutes,
  registerOperationsRoutes,
  registerOperationsBasicsRoutes,
  registerMonitoringRoutes,
  registerAlarmRoutes,
  registerSimulationRoutes,
  registerPerformanceCheckRoutes,
  registerCloudServiceRoutes,

  registerKpiRoutes,
  registerAircastExportRoutes,

  registerServerPlanRoutes,
  registerUpgradeCostRoutes,
  registerRetentionPolicyRoutes,

  registerAzureFeatureRoutes,
  registerAzureLocationRoutes,
  registerManagementCertificateRoutes,
  registerDatabaseAutoscalingRoutes,
  registerCertificateRoutes,
  registerOssecKeyRoutes,
];
