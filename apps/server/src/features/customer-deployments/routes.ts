import { endpoints } from '@console/contract';
import type { RegisterRoutes } from '../../app-deps';
import { addEndpoint } from '../../http/add-endpoint';
import * as deploymentsService from './service';

export const registerCustomerDeploymentRoutes: RegisterRoutes = (app, { database }) => {
  const db = database.db;
  addEndpoint(app, endpoints.listCustomerDeployments, async ({ auth, params }) =>
    deploymentsService.listDeployments({ deps: { db, auth }, customerId: params.id }),
  );
};
