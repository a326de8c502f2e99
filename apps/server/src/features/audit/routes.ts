import { endpoints } from '@console/contract';
import type { RegisterRoutes } from '../../app-deps';
import { addEndpoint } from '../../http/add-endpoint';
import { listAuditEvents } from './service';

export const registerAuditRoutes: RegisterRoutes = (app, { database }) => {
  addEndpoint(app, endpoints.listAudit, async ({ auth, query }) => listAuditEvents({ db: database.db, auth, query }));
};
