import { Readable } from 'node:stream';
import {
  performanceLevels,
  performanceRangeProblem,
  fieldLabel,
  type DatabaseChange,
  type DatabaseDetails,
  type ReconfigureDatabaseBody,
} from '@console/contract';
import { stringify } from 'csv-stringify';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { customers, deploymentDatabases, deployments } from '../../db/schema';
import type { AuthContext } from '../../identity/auth-context';
import type { Jobs } from '../../jobs/types';
import { AppError } from '../../lib/app-error';
import { decryptSecret } from '../../lib/secrets';
import type { DeploymentTarget, Platform } from '../../platform/types';
import { requireSubscription } from '../customers';
import type { databaseJobs } from './database-jobs';
import { ensureDatabaseRow, toDatabaseDetails, type DatabaseRow } from './database-record';
import { findDeployment } from './deployment-access';

export type DatabaseDeps = {
  db: Db;
  auth: AuthContext;
  platform: Platform;
  secretsKey: string;
  jobs: Jobs;
  definitions: ReturnType<typeof databaseJobs>;
};

type DeploymentRef = { customerId: string; deploymentId: string };

const databaseOf = async (deps: DatabaseDeps, { customerId, deploymentId }: DeploymentRef) => {
  const found = await findDeployment({ db: deps.db, auth: deps.auth, customerId, deploymentId });
  const row = await ensureDatabaseRow({
    db: deps.db,
    platform: deps.platform,
    secretsKey: deps.secretsKey,
    target: found.target,
  });
  return { ...found, row };
};

export const getDatabaseDetails = async ({ deps, ...ref }: { deps: DatabaseDeps } & DeploymentRef): Promise<DatabaseDetails> =>
  toDatabaseDetails((await databaseOf(deps, ref)).row);

/** A password, decrypted only to be answered to the caller who asked (never logged, never audited: a GET). */
export const getDatabasePassword = async ({
  deps,
  kind,
  ...ref
}: { deps: DatabaseDeps; kind: 'full' | 'readOnly' } & DeploymentRef) => {
  const { row } = await databaseOf(deps, ref);
  const stored = kind === 'full' ? row.encryptedPassword : row.encryptedReadOnlyPassword;
  return { password: decryptSecret(stored, deps.secretsKey).toString('utf8') };
};

const reportColumns = [
  { key: 'registrationId', header: 'Registration id' },
  { key: 'eventName', header: 'Event' },
  { key: 'firstName', header: 'First name' },
  { key: 'lastName', header: 'Last name' },
  { key: 'email', header: 'Email' },
  { key: 'registrationType', header: 'Registration type' },
  { key: 'status', header: 'Status' },
  { key: 'registeredAtUtc', header: 'Registered at (UTC)' },
  { key: 'amountPaid', header: 'Amount paid' },
];

/** The report's file name: the customer's id and today's date (doc1 §7). */
export const registrationReportFileName = (customerId: string, now = new Date()) =>
  `registrations-${customerId}-${now.toISOString().slice(0, 10)}.csv`;

/**
 * The registrations as CSV, streamed row by row from the platform through csv-stringify (which quotes
 * and escapes; a cell starting like a formula is prefixed so spreadsheets do not run it).
 */
export const registrationReport = async ({ deps, ...ref }: { deps: DatabaseDeps } & DeploymentRef) => {
  const { target, customer } = await databaseOf(deps, ref);
  const csv = stringify({ header: true, columns: reportColumns, escape_formulas: true });
  const rows = Readable.from(deps.platform.databases.registrations(target));
  rows.on('error', (error) => csv.destroy(error));
  return { fileName: registrationReportFileName(customer.id), stream: rows.pipe(csv) };
};

const requireIdle = (row: DatabaseRow) => {
  if (row.isUpdating) throw new AppError('conflict', 'The database is already being updated; wait until that ends.');
};

const refOf = (target: DeploymentTarget, row: DatabaseRow, subscriptionId: string) => ({
  customerId: target.customerId,
  alias: target.alias,
  deploymentId: target.deploymentId,
  subscriptionId,
  serverName: row.serverName,
  databaseName: row.databaseName,
});

/** Marks the database as updating (in the request's transaction) and tells the subscription's consoles. */
const markUpdating = async (deps: DatabaseDeps, row: DatabaseRow) => {
  const [updated] = await deps.db
    .update(deploymentDatabases)
    .set({ isUpdating: true, updatedAt: new Date() })
    .where(and(eq(deploymentDatabases.deploymentId, row.deploymentId), eq(deploymentDatabases.isUpdating, false)))
    .returning();
  // Another request marked it between the read and here.
  if (!updated) throw new AppError('conflict', 'The database is already being updated; wait until that ends.');
  return updated;
};

export const updateCompatibilityLevel = async ({
  deps,
  level,
  ...ref
}: { deps: DatabaseDeps; level: number } & DeploymentRef): Promise<DatabaseChange> => {
  const { target, row, subscriptionId } = await databaseOf(deps, ref);
  requireIdle(row);
  const updated = await markUpdating(deps, row);
  const job = await deps.jobs.start(deps.definitions.compatibility, {
    payload: { ...refOf(target, row, subscriptionId), level },
    subscriptionId,
    operatorId: deps.auth.operator.id,
  });
  return { database: toDatabaseDetails(updated), job };
};

export const listPerformanceLevels = () => [...performanceLevels];

/** A database of the caller's subscription by server and database name, or 404. */
const findByName = async (deps: DatabaseDeps, server: string, database: string) => {
  const subscriptionId = requireSubscription(deps.auth);
  const [found] = await deps.db
    .select({ row: deploymentDatabases, deployment: deployments, customer: customers })
    .from(deploymentDatabases)
    .innerJoin(deployments, eq(deployments.id, deploymentDatabases.deploymentId))
    .innerJoin(customers, eq(customers.id, deployments.customerId))
    .where(
      and(
        eq(deploymentDatabases.serverName, server),
        eq(deploymentDatabases.databaseName, database),
        eq(customers.subscriptionId, subscriptionId),
      ),
    );
  if (!found) throw new AppError('notFound', `Database ${database} on server ${server} was not found`);
  const target: DeploymentTarget = {
    customerId: found.customer.id,
    alias: found.customer.alias,
    deploymentId: found.deployment.id,
    kind: found.deployment.kind,
    azureLocation: found.deployment.azureLocation,
  };
  return { row: found.row, target, subscriptionId };
};

export const reconfigureDatabase = async ({
  deps,
  server,
  database,
  body,
}: {
  deps: DatabaseDeps;
  server: string;
  database: string;
  body: ReconfigureDatabaseBody;
}): Promise<DatabaseChange> => {
  const { row, target, subscriptionId } = await findByName(deps, server, database);
  const problem = performanceRangeProblem(body.minPerformanceLevelId, body.maxPerformanceLevelId);
  if (problem) {
    const field = problem.field === 'min' ? 'minPerformanceLevelId' : 'maxPerformanceLevelId';
    throw new AppError('badRequest', `${fieldLabel([field])} ${problem.reason}.`);
  }
  requireIdle(row);
  const updated = await markUpdating(deps, row);
  const job = await deps.jobs.start(deps.definitions.reconfigure, {
    payload: {
      ...refOf(target, row, subscriptionId),
      minPerformanceLevelId: body.minPerformanceLevelId,
      maxPerformanceLevelId: body.maxPerformanceLevelId,
      maxSizeInGb: body.maxDatabaseSizeInGB,
    },
    subscriptionId,
    operatorId: deps.auth.operator.id,
  });
  return { database: toDatabaseDetails(updated), job };
};
