import { endpoints } from '@console/contract';
import type { RegisterRoutes } from '../../app-deps';
import { addEndpoint } from '../../http/add-endpoint';
import { AppError } from '../../lib/app-error';
import { pingDatabase } from '../../db/database';
import { sharedProbe } from '../../lib/shared-probe';

export const registerSystemRoutes: RegisterRoutes = (app, { config, database, live, readiness }) => {
  const ping = sharedProbe(() => pingDatabase(database.db), { reuseMs: 1000 });
  addEndpoint(app, endpoints.getHealth, async ({ request }) => {
    try {
      await ping();
    } catch (error) {
      request.log.error({ err: error }, 'database unreachable');
      throw new AppError('unavailable', 'The database is not reachable');
    }
    return { status: 'ok' as const, database: database.kind, version: config.version };
  });

  addEndpoint(app, endpoints.getReadiness, async ({ request }) => {
    const down: string[] = [];
    if (readiness.isDraining()) down.push('the server is stopping');
    try {
      await ping();
    } catch (error) {
      request.log.error({ err: error }, 'database unreachable');
      down.push('the database is not reachable');
    }
    if (!readiness.isJobQueueRunning()) down.push('the job queue is not running');
    if (!live.isOpen()) down.push('the live hubs are closed');
    if (down.length > 0) throw new AppError('unavailable', `Not ready: ${down.join('; ')}`);
    return { status: 'ready' as const, database: 'up' as const, jobQueue: 'up' as const, live: 'up' as const };
  });
};
