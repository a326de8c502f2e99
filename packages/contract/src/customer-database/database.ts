import { z } from 'zod';
import { deploymentParams } from '../customer-deployments/list-customer-deployments';
import { job } from '../jobs/job';
import { compatibilityLevels, databaseRuleTexts, databaseSizeLimitInGB } from './database-rules';

export const performanceLevel = z.object({ id: z.string(), name: z.string(), edition: z.string() });

/** doc1 §3 Database details, with the deployment they belong to. */
export const databaseDetails = z.object({
  deploymentId: z.uuid(),
  databaseName: z.string(),
  serverName: z.string(),
  minPerformanceLevel: performanceLevel,
  maxPerformanceLevel: performanceLevel,
  maxSizeInGB: z.number().int(),
  currentCompatibilityLevel: z.number().int(),
  /** Set once a reconfiguration or compatibility update is requested; cleared when it ends. */
  isUpdating: z.boolean(),
});

export type DatabaseDetails = z.infer<typeof databaseDetails>;

/** A database change that started a job: the details as they are now (isUpdating) and the job. */
export const databaseChange = z.object({ database: databaseDetails, job });

export type DatabaseChange = z.infer<typeof databaseChange>;

/** A password, answered only by its own call (never logged or audited). */
export const databasePassword = z.object({ password: z.string() });

export const databaseParams = deploymentParams;

export const compatibilityLevelParams = deploymentParams.extend({
  level: z.enum(compatibilityLevels.map((l) => String(l)) as [string, ...string[]], {
    message: `must be one of ${compatibilityLevels.join(', ')}`,
  }),
});

const levelId = z.string().trim().min(1).max(50);

/** doc1 §7 reconfigure: the performance level range and the max size (doc1 §5). */
export const reconfigureDatabaseBody = z.object({
  maxPerformanceLevelId: levelId,
  minPerformanceLevelId: levelId,
  maxDatabaseSizeInGB: z
    .number({ message: databaseRuleTexts.maxSizeInvalid })
    .int({ message: databaseRuleTexts.maxSizeInvalid })
    .gt(0, { message: databaseRuleTexts.maxSizeInvalid })
    .max(databaseSizeLimitInGB, { message: databaseRuleTexts.maxSizeTooBig }),
});

export type ReconfigureDatabaseBody = z.infer<typeof reconfigureDatabaseBody>;

const sqlName = z
  .string()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, { message: 'must be a name of letters, digits, - and _' });

export const databaseServerParams = z.object({ server: sqlName, database: sqlName });
