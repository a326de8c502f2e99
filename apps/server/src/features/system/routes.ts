import { endpoints } from '@console/contract';
import type { RegisterRoutes } from '../../app-deps';
import { addEndpoint } from '../../http/add-endpoint';
import { AppError } from '../../lib/app-error';
import { pingDatabase } from '../../db/database';
import { sharedProbe } from '../../lib/shared-probe';

export const registerSystemRoutes: RegisterRoutes = (app, { config, database }) => {
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
};
