import { logLevels, type ServerLogLevel } from '@console/contract';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { afterCommit } from '../../db/unit-of-work';
import { settings } from '../../db/schema';

const settingKey = 'server.logLevel';

/** The console's log levels (constants.logLevels, 0 Verbose … 5 Fatal) as the logger names them. */
const loggerLevels = ['trace', 'debug', 'info', 'warn', 'error', 'fatal'] as const;

export const toLoggerLevel = (logLevel: number): string => loggerLevels[logLevel] ?? 'info';

/** The logger's level in the console's terms; `silent` (LOG_LEVEL=silent) reads as Off, above Fatal. */
export const fromLoggerLevel = (level: string): ServerLogLevel => {
  const index = loggerLevels.indexOf(level as (typeof loggerLevels)[number]);
  if (index < 0) return { logLevel: logLevels.length, name: 'Off' };
  return { logLevel: index, name: logLevels[index]!.name };
};

export const readLogLevel = ({ log }: { log: FastifyBaseLogger }): ServerLogLevel => fromLoggerLevel(log.level);

/**
 * Changes the server's own log level: kept in the database (so it survives a restart and reaches the
 * other processes) and applied to this process's logger once the change is committed.
 */
export const changeLogLevel = async ({
  db,
  log,
  logLevel,
}: {
  db: Db;
  log: FastifyBaseLogger;
  logLevel: number;
}): Promise<ServerLogLevel> => {
  await db
    .insert(settings)
    .values({ key: settingKey, value: { logLevel } })
    .onConflictDoUpdate({ target: settings.key, set: { value: { logLevel } } });
  afterCommit(() => {
    log.level = toLoggerLevel(logLevel);
  });
  return fromLoggerLevel(toLoggerLevel(logLevel));
};

/** Applies the stored level (set by an operator on any process) to this process's logger. */
export const applyStoredLogLevel = async ({ db, log }: { db: Db; log: FastifyBaseLogger }) => {
  const [row] = await db.select().from(settings).where(eq(settings.key, settingKey));
  const stored = (row?.value as { logLevel?: unknown } | undefined)?.logLevel;
  if (typeof stored !== 'number') return;
  const level = toLoggerLevel(stored);
  if (log.level !== level) log.level = level;
};
