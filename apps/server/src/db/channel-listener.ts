import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from './database';

export type ChannelListener = {
  /** Whether notifications arrive; while false, nothing a caller caches from them can be trusted. */
  isListening: () => boolean;
  /**
   * Resolves once every notification committed before the call has arrived (a round trip on the
   * listening connection: PostgreSQL delivers notifications before the answer); false when that
   * connection failed. PGlite delivers them as it commits, so there is nothing to wait for.
   */
  catchUp: () => Promise<boolean>;
  close: () => Promise<void>;
};

/**
 * Listens to one NOTIFY channel on either database: PGlite's own `listen`, or a dedicated PostgreSQL
 * connection that is opened again a second after it drops. `onReset` runs whenever notifications may
 * have been missed (the connection dropped, it is connected again, the listener closes), so that the
 * caller forgets what it cached from them.
 */
export const listenToChannel = async ({
  database,
  channel,
  applicationName,
  log,
  warnings,
  onNotification,
  onReset,
}: {
  database: Database;
  channel: string;
  /** How the connection shows in pg_stat_activity. */
  applicationName: string;
  log: FastifyBaseLogger;
  /** What an operator reading the log should know when the connection is lost or cannot be made. */
  warnings: { lost: string; failed: string };
  onNotification: (payload: string | undefined) => void;
  onReset: () => void;
}): Promise<ChannelListener> => {
  let isListening = false;

  if (database.kind === 'pglite' && database.pglite) {
    const unsubscribe = await database.pglite.listen(channel, onNotification);
    isListening = true;
    return {
      isListening: () => isListening,
      catchUp: async () => isListening,
      close: async () => {
        isListening = false;
        onReset();
        await unsubscribe();
      },
    };
  }
  if (!database.url) return { isListening: () => false, catchUp: async () => false, close: async () => undefined };

  const url = database.url;
  let client: pg.Client | undefined;
  let isClosed = false;
  let retryTimer: NodeJS.Timeout | undefined;
  const connect = async () => {
    const next = new pg.Client({ connectionString: url, application_name: applicationName });
    const drop = () => {
      if (client !== next) return;
      client = undefined;
      isListening = false;
      onReset();
      next.end().catch(() => undefined);
      if (!isClosed) retryTimer = setTimeout(() => void connect(), 1000).unref();
    };
    next.on('error', (error) => {
      log.warn({ err: error }, warnings.lost);
      drop();
    });
    next.on('end', drop);
    next.on('notification', (message) => onNotification(message.payload));
    try {
      client = next;
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      // Whatever changed while nobody listened is read afresh.
      onReset();
      isListening = true;
    } catch (error) {
      log.warn({ err: error }, warnings.failed);
      drop();
    }
  };
  await connect();

  return {
    isListening: () => isListening,
    catchUp: async () => {
      if (!client || !isListening) return false;
      try {
        await client.query('select 1');
        return true;
      } catch {
        return false;
      }
    },
    close: async () => {
      isClosed = true;
      isListening = false;
      clearTimeout(retryTimer);
      const current = client;
      client = undefined;
      onReset();
      await current?.end().catch(() => undefined);
    },
  };
};
