/**
 * The contract as the browser loads it (the web build aliases `@console/contract` here): everything
 * the console uses at run time, without the zod schemas. TypeScript still checks the web against the
 * full contract (index.ts); only the bundle differs (issue 10, decision 090).
 */
// A namespace of one module per endpoint: each chunk carries only the declarations its screens use.
export * as endpoints from './browser/endpoints.generated';
export * from './endpoint';
export * from './permissions';
export * from './field-labels';
export * from './input-problems';
export * from './errors';
export * from './messages';
export * from './constants';
export * from './customer-alias';
export * from './licence-plan';
export * from './customer-customizations/customization-rules';
export * from './hub-names';
export * from './jobs/job-status';
export * from './audit/error-event-sources';
export * from './audit/activity-kinds';
export * from './customer-database/database-rules';
export * from './database-servers/bacpac-blocks';
export * from './dead-letters/dead-letter-rules';
export * from './customer-deployments/compute-migration-states';
export * from './hosting/transition-success';
export * from './licensing/licensing-rules';
export * from './performance-checks/performance-check-rules';
export * from './app-service-plans/app-service-plan-rules';
export * from './cloud-services/cloud-service-rules';
export * from './kpi/kpi-rules';
export * from './aircast-export/aircast-export-rules';
export * from './azure/azure-rules';
export * from './certificates/certificate-rules';
