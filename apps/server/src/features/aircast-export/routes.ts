import { endpoints } from '@console/contract';
import type { RegisterRoutes } from '../../app-deps';
import { addEndpoint } from '../../http/add-endpoint';
import * as aircast from './service';

/** doc2 §7 Aircast export: the usage of a date range as a CSV download, and how many rows it holds. */
export const registerAircastExportRoutes: RegisterRoutes = (app, { database }) => {
  addEndpoint(app, endpoints.countAircastData, async ({ auth, query }) =>
    aircast.countAircastData({ deps: { db: database.db, auth }, query }),
  );
  addEndpoint(app, endpoints.exportAircastData, async ({ auth, query, reply }) => {
    // The root database: the stream reads batch by batch after the handler has returned.
    const found = await aircast.exportAircastData({ deps: { db: database.rootDb, auth }, query });
    reply.header('content-disposition', `attachment; filename="${found.fileName}"`);
    reply.header('cache-control', 'no-store');
    return found.stream as unknown as string;
  });
};
