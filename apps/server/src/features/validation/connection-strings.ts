import { MSSQL_SCHEMA, parse } from '@tediousjs/connection-string';

/**
 * doc2 §5 "SQL connection string" and "service bus connection string": why a candidate is not one, each
 * reason naming the part (a keyword) and never a value, as a password may be in it. Read by the
 * well-kept parsers (@tediousjs/connection-string, @azure/service-bus), not by hand.
 */

/** Every keyword SQL Server knows, with its aliases, lower-cased as the parser keys them. */
const sqlKeywords = new Set(
  Object.entries(MSSQL_SCHEMA).flatMap(([name, item]) => [name, ...(item.aliases ?? []).map((a) => a.toLowerCase())]),
);

const sqlNumberNames: Record<string, string> = Object.fromEntries(
  Object.entries(MSSQL_SCHEMA)
    .filter(([, item]) => item.type === 'number')
    .map(([name]) => [name, name.replace(/\b\w/g, (c) => c.toUpperCase())]),
);

export const sqlConnectionStringReasons = (candidate: string): string[] => {
  if (candidate.trim() === '') return ['Enter a connection string.'];
  let raw: ReadonlyMap<string, unknown>;
  let schema: Record<string, unknown>;
  try {
    const parsed = parse(candidate);
    raw = parsed as unknown as ReadonlyMap<string, unknown>;
    schema = parsed.toSchema(MSSQL_SCHEMA) as Record<string, unknown>;
  } catch {
    return [
      'The connection string could not be read: check that each part is Keyword=value, separated by ";", and that quotes and braces are closed.',
    ];
  }
  const reasons: string[] = [];
  const unknown = [...raw.keys()].filter((key) => !sqlKeywords.has(key));
  if (unknown.length > 0) reasons.push(`Unknown keyword${unknown.length === 1 ? '' : 's'}: ${unknown.join(', ')}.`);
  if (!schema['data source']) reasons.push('Server (Data Source) is missing.');
  if (!schema['initial catalog']) reasons.push('Database (Initial Catalog) is missing.');
  const isIntegrated = schema['integrated security'] === true || typeof schema.authentication === 'string';
  if (!isIntegrated) {
    if (!schema['user id']) reasons.push('User ID is missing (or use Integrated Security or Authentication).');
    if (!schema.password) reasons.push('Password is missing.');
  }
  for (const [name, label] of Object.entries(sqlNumberNames)) {
    if (Number.isNaN(schema[name])) reasons.push(`${label} must be a number.`);
  }
  return reasons;
};

/** The service bus parser lives in a large package: loaded the first time a candidate is checked. */
let parseServiceBus:
  ((candidate: string) => { endpoint: string; sharedAccessKey?: string; sharedAccessSignature?: string }) | null = null;

export const serviceBusConnectionStringReasons = async (candidate: string): Promise<string[]> => {
  if (candidate.trim() === '') return ['Enter a connection string.'];
  parseServiceBus ??= (await import('@azure/service-bus')).parseServiceBusConnectionString;
  let parsed: ReturnType<NonNullable<typeof parseServiceBus>>;
  try {
    parsed = parseServiceBus(candidate);
  } catch (error) {
    // The parser's messages name keywords only (e.g. "… should have SharedAccessKey as well.").
    return [error instanceof Error ? error.message : 'The connection string could not be read.'];
  }
  const reasons: string[] = [];
  if (!parsed.endpoint.startsWith('sb://')) reasons.push('Endpoint must be an sb:// address.');
  if (!parsed.sharedAccessKey && !parsed.sharedAccessSignature)
    reasons.push('SharedAccessKeyName and SharedAccessKey (or SharedAccessSignature) are missing.');
  return reasons;
};
