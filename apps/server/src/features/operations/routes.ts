import { endpoints } from '@console/contract';
import type { AppDeps } from '../../http/app';
import { addEndpoint } from '../../http/add-endpoint';
import { selfTestJob } from './self-test-job';
import { startPlatformSelfTest } from './service';

export const registerOperationsRoutes: AppDeps['register'] = (app, { database, jobs }) => {
  jobs.register(selfTestJob);
  addEndpoint(app, endpoints.startPlatformSelfTest, async ({ auth }) => startPlatformSelfTest({ db: database.db, jobs, auth }));
};
