import { endpoints } from '@console/contract';
import type { AppDeps } from '../../http/app';
import { addEndpoint } from '../../http/add-endpoint';
import { createFeatureBranch } from '../customers/create-service';

export const registerFeatureBranchRoutes: AppDeps['register'] = (app, { config, database, jobs }) => {
  addEndpoint(app, endpoints.createFeatureBranch, async ({ auth, body }) =>
    createFeatureBranch({ deps: { db: database.db, config, jobs, auth }, input: body }),
  );
};
