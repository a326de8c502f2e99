import { endpoints } from '@console/contract';
import type { RegisterRoutes } from '../../app-deps';
import { addEndpoint } from '../../http/add-endpoint';
import { createFeatureBranch } from '../customers';

export const registerFeatureBranchRoutes: RegisterRoutes = (app, { config, database, jobs }) => {
  addEndpoint(app, endpoints.createFeatureBranch, async ({ auth, body }) =>
    createFeatureBranch({ deps: { db: database.db, config, jobs, auth }, input: body }),
  );
};
