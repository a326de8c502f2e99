import { endpoints } from '@console/contract';
import type { RegisterRoutes } from '../../app-deps';
import { addEndpoint } from '../../http/add-endpoint';
import { listCustomerActivity } from './customer-activity-service';
import { listErrorEvents } from './error-events-service';
import { listAuditEvents } from './service';

export const registerAuditRoutes: RegisterRoutes = (app, { database }) => {
  addEndpoint(app, endpoints.listAudit, async ({ auth, query }) => listAuditEvents({ db: database.db, auth, query }));
  addEndpoint(app, endpoints.listErrorEvents, async ({ auth, query }) => listErrorEvents({ db: database.db, auth, query }));
  addEndpoint(app, endpoints.listCustomerActivity, async ({ auth, params, query }) =>
    listCustomerActivity({ db: database.db, auth, id: params.id, query }),
  );
};
