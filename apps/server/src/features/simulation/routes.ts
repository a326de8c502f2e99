import { endpoints } from '@console/contract';
import type { RegisterRoutes } from '../../app-deps';
import { addEndpoint } from '../../http/add-endpoint';
import { changeSimulation, readSimulation } from './service';

export const registerSimulationRoutes: RegisterRoutes = (app, { database, platform, live }) => {
  addEndpoint(app, endpoints.getPlatformSimulation, async () => readSimulation({ platform }));
  addEndpoint(app, endpoints.setPlatformSimulation, async ({ body }) =>
    changeSimulation({ db: database.db, platform, live, conditions: body }),
  );
};
