import { z } from 'zod';
import { logLevels } from '../constants';
import { defineEndpoint } from '../endpoint';

export const versionResponse = z.object({ version: z.string() });

/** The version the server runs; the console compares it with the one it was built with (doc2 §2). */
export const getVersion = defineEndpoint({
  method: 'GET',
  path: '/api/operations/version',
  summary: 'The version of the console the server runs',
  permission: 'signedIn',
  scope: 'operator',
  response: versionResponse,
});

export const consoleConfiguration = z.object({
  environment: z.string(),
  isProduction: z.boolean(),
  productName: z.string(),
  version: z.string(),
  /**
   * The log server's address when one is configured (a Seq-compatible server): log links open its
   * event search. Null: the console keeps its own error events and links open the Audit screen.
   */
  logServerUrl: z.string().nullable(),
  /** A customer's web app address, `{alias}` replaced by its alias. */
  tenantUrlTemplate: z.string(),
  /** The email provider whose sending IP pool the console manages (`/api/operations/{emailProvider}IpManagement/`). */
  emailProvider: z.string(),
});

export type ConsoleConfiguration = z.infer<typeof consoleConfiguration>;

/** What the web app needs to know about this installation (no secrets). */
export const getConfiguration = defineEndpoint({
  method: 'GET',
  path: '/api/operations/configuration',
  summary: 'What the console needs to know about this installation: environment, product name, links',
  permission: 'signedIn',
  scope: 'operator',
  response: consoleConfiguration,
});

export const ravenManagementStudioUriResponse = z.object({ uri: z.string() });

/** The document database's management studio (the Database-server tool link); a database detail (doc1 §6). */
export const getRavenManagementStudioUri = defineEndpoint({
  method: 'GET',
  path: '/api/operations/ravenmanagementstudiouri',
  summary: "The document database management studio's address",
  permission: 'anyDatabaseAccess',
  scope: 'operator',
  response: ravenManagementStudioUriResponse,
});

const logLevelValues = logLevels.map((l) => l.value) as [number, ...number[]];

export const serverLogLevel = z.object({
  /** 0 Verbose … 5 Fatal (constants.logLevels). */
  logLevel: z
    .number({ message: 'must be a number' })
    .int({ message: 'must be a whole number' })
    .refine((value) => logLevelValues.includes(value), { message: 'must be one of 0 (Verbose) to 5 (Fatal)' }),
});

export const serverLogLevelResponse = z.object({ logLevel: z.number().int(), name: z.string() });

export type ServerLogLevel = z.infer<typeof serverLogLevelResponse>;

export const getLogLevel = defineEndpoint({
  method: 'GET',
  path: '/api/operations/loglevel',
  summary: "The server's own log level",
  permission: 'signedIn',
  scope: 'operator',
  response: serverLogLevelResponse,
});

export const setLogLevel = defineEndpoint({
  method: 'POST',
  path: '/api/operations/loglevel',
  summary: "Changes the server's own log level",
  permission: 'signedIn',
  scope: 'operator',
  body: serverLogLevel,
  response: serverLogLevelResponse,
});
