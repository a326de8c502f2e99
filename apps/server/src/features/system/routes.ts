import { endpoints } from '@console/contract';
import type { RegisterRoutes } from '../../app-deps';
import { addEndpoint } from '../../http/add-endpoint';
import { AppError } from '../../lib/app-error';
import { pingDatabase } from '../../db/database';

export const registerSystemRoutes: RegisterRoutes = (app, { config, database }) => {
  addEndpoint(app, endpoints.getHealth, async ({ request }) => {
    try {
      await pingDatabase(database.db);
    } catch (error) {
      request.log.error({ err: error }, 'database unreachable');
      throw new AppError('unavailable', 'The database is not reachable');
    }
    return { status: 'ok' as const, database: database.kind, version: config.version };
  });
};
