import { endpoints } from '@console/contract';
import type { RegisterRoutes } from '../../app-deps';
import { addEndpoint } from '../../http/add-endpoint';
import { selfTestJob } from './self-test-job';
import { startPlatformSelfTest } from './service';

export const registerOperationsRoutes: RegisterRoutes = (app, { database, jobs }) => {
  jobs.register(selfTestJob);
  addEndpoint(app, endpoints.startPlatformSelfTest, async ({ auth }) => startPlatformSelfTest({ db: database.db, jobs, auth }));
};
