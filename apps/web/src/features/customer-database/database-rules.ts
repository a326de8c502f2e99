import {
  endpoints,
  maxSizeProblem,
  messages,
  performanceLevelLabel,
  performanceRangeProblem,
  type Caller,
  type DatabaseDetails,
  type Deployment,
  type PerformanceLevel,
} from '@console/contract';
import { permissionFor, type CallPermission } from '../../lib/permissions';

/** What the signed-in operator may do on the database panel (doc1 §6), each with its reason when not. */
export type DatabaseAccess = {
  details: CallPermission;
  password: CallPermission;
  readOnlyPassword: CallPermission;
  compatibilityLevel: CallPermission;
  reconfigure: CallPermission;
  report: CallPermission;
};

export const databaseAccessOf = (caller: Caller | null): DatabaseAccess => ({
  details: permissionFor(endpoints.getDatabaseDetails, caller),
  password: permissionFor(endpoints.getDatabasePassword, caller),
  readOnlyPassword: permissionFor(endpoints.getDatabaseReadOnlyPassword, caller),
  compatibilityLevel: permissionFor(endpoints.updateCompatibilityLevel, caller),
  reconfigure: permissionFor(endpoints.reconfigureDatabase, caller),
  report: permissionFor(endpoints.getRegistrationReport, caller),
});

/** doc1 §6 and §8: the error the console logs, instead of calling, when the operator lacks the right. */
export const refusedCallErrors = {
  details: messages.database.notAuthorizedDetails,
  password: messages.database.notAuthorizedPassword,
  readOnlyPassword: messages.database.notAuthorizedReadOnlyPassword,
  compatibilityLevel: messages.database.notAuthorizedCompatibilityLevel,
} as const;

/** A deployment as the chooser names it: where it runs, and its hosting groups. */
export const deploymentLabel = (deployment: Deployment): string => {
  const where = deployment.kind === 'azure' ? `Azure ${deployment.azureLocation ?? ''}`.trim() : 'On-site';
  const groups = deployment.hostingGroupIdentifiers.join(', ');
  return groups ? `${where} (${groups})` : where;
};

/** The chooser appears only when there is a choice to make (doc1: several deployments). */
export const isDeploymentChoice = (deployments: readonly Deployment[]) => deployments.length > 1;

/** The deployment the panel shows: the chosen one while it still exists, else the first. */
export const shownDeploymentId = (deployments: readonly Deployment[], chosen: string | null): string | null =>
  deployments.find((d) => d.id === chosen)?.id ?? deployments[0]?.id ?? null;

export const levelOptions = (levels: readonly PerformanceLevel[]) =>
  levels.map((level) => ({ value: level.id, label: performanceLevelLabel(level) }));

const isLevel = (value: unknown): value is PerformanceLevel =>
  typeof value === 'object' && value !== null && 'id' in value && 'name' in value && 'edition' in value;

/**
 * Whether a live push carries the whole details (the server's own after a change ends) rather than
 * the platform's progress; only whole details replace what the panel shows (doc1 §4).
 */
export const isWholeDetails = (details: Record<string, unknown>): details is DatabaseDetails =>
  typeof details.deploymentId === 'string' &&
  typeof details.databaseName === 'string' &&
  typeof details.serverName === 'string' &&
  isLevel(details.minPerformanceLevel) &&
  isLevel(details.maxPerformanceLevel) &&
  typeof details.maxSizeInGB === 'number' &&
  typeof details.currentCompatibilityLevel === 'number' &&
  typeof details.isUpdating === 'boolean';

export type ReconfigureForm = { minPerformanceLevelId: string; maxPerformanceLevelId: string; maxSizeInGB: string };

export type ReconfigureProblems = Partial<Record<keyof ReconfigureForm, string>>;

const sentence = (reason: string) => `${reason.charAt(0).toUpperCase()}${reason.slice(1)}`;

/** The form's problems, field by field, in the words the server uses (doc1 §5). */
export const reconfigureProblems = (form: ReconfigureForm): ReconfigureProblems => {
  const problems: ReconfigureProblems = {};
  const size = maxSizeProblem(form.maxSizeInGB);
  if (size) problems.maxSizeInGB = sentence(size);
  const range = performanceRangeProblem(form.minPerformanceLevelId, form.maxPerformanceLevelId);
  if (range?.field === 'min') problems.minPerformanceLevelId = sentence(range.reason);
  if (range?.field === 'max') problems.maxPerformanceLevelId = sentence(range.reason);
  return problems;
};

export const hasProblems = (problems: ReconfigureProblems) => Object.keys(problems).length > 0;

/** The form's starting values: the database as it is. */
export const reconfigureFormOf = (details: DatabaseDetails): ReconfigureForm => ({
  minPerformanceLevelId: details.minPerformanceLevel.id,
  maxPerformanceLevelId: details.maxPerformanceLevel.id,
  maxSizeInGB: String(details.maxSizeInGB),
});
