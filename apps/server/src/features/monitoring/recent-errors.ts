import { constants, recentErrorsResponse, type RecentErrors } from '@console/contract';
import { and, count, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { errorEvents } from '../../db/schema';
import type { AuthContext } from '../../identity/auth-context';
import { AppError } from '../../lib/app-error';

const hourMs = 60 * 60 * 1000;

/** The chart's window: the current hour and the 23 before it, in whole UTC hours. */
export const errorChartWindow = (now: Date) => {
  const end = new Date(Math.floor(now.getTime() / hourMs) * hourMs + hourMs);
  return { start: new Date(end.getTime() - constants.dashboard.errorChartHours * hourMs), end };
};

/** The error events an operator may see: those of their subscriptions, and the server's own (no subscription). */
export const visibleErrorEvents = (auth: AuthContext): SQL =>
  auth.subscriptionIds.length > 0
    ? or(isNull(errorEvents.subscriptionId), inArray(errorEvents.subscriptionId, auth.subscriptionIds))!
    : isNull(errorEvents.subscriptionId);

/** The console's own error events of the last 24 hours, counted per hour in the database. Empty hours are absent. */
export const countErrorsPerHour = async ({ db, auth, now = new Date() }: { db: Db; auth: AuthContext; now?: Date }) => {
  const { start, end } = errorChartWindow(now);
  const hour = sql<string>`to_char(date_trunc('hour', ${errorEvents.at} at time zone 'UTC'), 'YYYY-MM-DD"T"HH24":00:00.000Z"')`;
  const rows = await db
    .select({ hour, total: count() })
    .from(errorEvents)
    .where(and(gte(errorEvents.at, start), lt(errorEvents.at, end), visibleErrorEvents(auth)))
    .groupBy(hour)
    .orderBy(hour);
  return { Slices: rows.map((row) => ({ Time: row.hour, Rows: [[Number(row.total)]] })) } satisfies RecentErrors;
};

/** Seq's query language quotes text in single quotes, doubled inside. */
const seqText = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** The log server's query for error events of this environment, counted per hour. */
export const logServerErrorQuery = (environment: string) =>
  `select count(*) from stream where @Level in ['Error', 'Fatal'] and Environment = ${seqText(environment)} group by time(1h)`;

/** The same count from a Seq-compatible log server (its `/api/data` query endpoint). */
export const queryLogServerErrors = async ({
  config,
  now = new Date(),
  fetchImpl = fetch,
}: {
  config: Pick<Config, 'logServerUrl' | 'logServerApiKey' | 'environment'>;
  now?: Date;
  fetchImpl?: typeof fetch;
}): Promise<RecentErrors> => {
  const { start, end } = errorChartWindow(now);
  const url = new URL(`${config.logServerUrl}/api/data`);
  url.searchParams.set('q', logServerErrorQuery(config.environment));
  url.searchParams.set('rangeStartUtc', start.toISOString());
  url.searchParams.set('rangeEndUtc', end.toISOString());
  const headers: Record<string, string> = { accept: 'application/json' };
  if (config.logServerApiKey) headers['x-seq-apikey'] = config.logServerApiKey;
  let response: Response;
  try {
    response = await fetchImpl(url, { headers, signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    throw new AppError('unavailable', `The log server did not answer: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (!response.ok) throw new AppError('unavailable', `The log server answered ${response.status} to the error count query.`);
  const parsed = recentErrorsResponse.partial().safeParse(await response.json().catch(() => null));
  if (!parsed.success)
    throw new AppError('unavailable', 'The log server answered the error count query in a form the console does not read.');
  return { Slices: parsed.data.Slices ?? [] };
};

/** Recent errors from the log server when one is configured, else from the console's own error events. */
export const recentErrors = ({ db, config, auth }: { db: Db; config: Config; auth: AuthContext }) =>
  config.logServerUrl ? queryLogServerErrors({ config }) : countErrorsPerHour({ db, auth });
