import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { job } from '../jobs/job';

/**
 * doc2 §7 "Database servers" (under /api/azure/databaseservers): the servers of the operator's
 * subscription with their databases, creating one in a location (a job), the admin password revealed
 * on demand or reset, and the default database's BACPAC upload address. Permissions, doc2 §6: the list
 * is a database detail (any of the three flags); reading the admin password needs full or read-only
 * database access (hasDbRoAccess governs reading); creating a server and resetting its admin password
 * change the server, so they need database migration access (hasDbMigrationAccess); the upload address
 * needs full database access (hasDbAccess, as §6 says in so many words).
 */
export const databaseServerStatuses = ['provisioning', 'ready', 'failed'] as const;

export type DatabaseServerStatus = (typeof databaseServerStatuses)[number];

/** doc2 §3 Database server: serverName, id, databases (databaseName); the admin password only on demand. */
export const databaseServer = z.object({
  id: z.string(),
  serverName: z.string(),
  location: z.string(),
  status: z.enum(databaseServerStatuses),
  /** The last provisioning message: a phase's name, or why it failed. */
  statusMessage: z.string(),
  databases: z.array(z.object({ databaseName: z.string() })),
  createdAtUtc: z.string(),
});

export type DatabaseServer = z.infer<typeof databaseServer>;

const serverName = z
  .string()
  .min(1, { message: 'is required' })
  .max(63, { message: 'must be at most 63 characters' })
  .regex(/^[a-z0-9][a-z0-9-]*$/, { message: 'must be lower-case letters, digits and -' });

const sqlName = z
  .string()
  .min(1, { message: 'is required' })
  .max(128, { message: 'must be at most 128 characters' })
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, { message: 'must be a name of letters, digits, - and _' });

export const listDatabaseServers = defineEndpoint({
  method: 'GET',
  path: '/api/azure/databaseservers',
  summary: "The database servers of the operator's subscription, each with its databases",
  permission: 'anyDatabaseAccess',
  response: z.array(databaseServer),
});

export const createDatabaseServer = defineEndpoint({
  method: 'POST',
  path: '/api/azure/databaseservers/:location',
  summary: 'Creates a database server in a location (a job; its provisioning events are pushed live)',
  permission: 'databaseMigrationAccess',
  params: z.object({
    location: z
      .string()
      .min(1, { message: 'is required' })
      .max(64, { message: 'must be at most 64 characters' })
      .regex(/^[a-z0-9]+$/, { message: 'must be a location name such as australiaeast' }),
  }),
  status: 202,
  response: z.object({ server: databaseServer, job }),
});

export const getDatabaseServerAdminPassword = defineEndpoint({
  method: 'GET',
  path: '/api/azure/databaseservers/:server/adminpassword',
  summary: "A database server's admin password, revealed on demand (never cached)",
  permission: 'readOnlyDatabaseAccess',
  params: z.object({ server: serverName }),
  response: z.object({ password: z.string() }),
});

export const resetDatabaseServerAdminPassword = defineEndpoint({
  method: 'POST',
  path: '/api/azure/databaseservers/:server/:db/adminpassword',
  summary: "Resets a database server's admin password (the new one is revealed on demand)",
  permission: 'databaseMigrationAccess',
  params: z.object({ server: serverName, db: sqlName }),
  response: z.object({ serverName: z.string(), resetAtUtc: z.string() }),
});

export const getDefaultDatabaseUploadUri = defineEndpoint({
  method: 'GET',
  path: '/api/azure/databaseservers/defaultdatabase',
  summary: "A short-lived address that can write the default database's BACPAC blob, and only it",
  permission: 'fullDatabaseAccess',
  response: z.object({ uri: z.string() }),
});

/**
 * Not in the spec: the browser wrote the BACPAC straight to blob storage, so it tells the console when
 * the block list is committed. The console checks what arrived (a BACPAC is a zip package), makes it the
 * default database on the platform, records the change in the audit and clears the header alarm live.
 */
export const confirmDefaultDatabaseUpload = defineEndpoint({
  method: 'POST',
  path: '/api/azure/databaseservers/defaultdatabase/uploaded',
  summary: 'Checks the uploaded BACPAC blob and makes it the default database (clears the alarm)',
  permission: 'fullDatabaseAccess',
  body: z.object({
    fileName: z
      .string({ message: 'is required' })
      .trim()
      .min(1, { message: 'is required' })
      .max(260, { message: 'must be at most 260 characters' })
      .regex(/\.bacpac$/i, { message: 'must end in .bacpac' }),
  }),
  response: z.object({ fileName: z.string(), sizeBytes: z.number().int() }),
});
