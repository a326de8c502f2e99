import { endpoints } from '@console/contract';
import type { AppDeps } from '../../http/app';
import { addEndpoint } from '../../http/add-endpoint';
import { listAuditEvents } from './service';

export const registerAuditRoutes: AppDeps['register'] = (app, { database }) => {
  addEndpoint(app, endpoints.listAudit, async ({ query }) => listAuditEvents({ db: database.db, query }));
};
