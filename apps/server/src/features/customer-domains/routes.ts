import { endpoints } from '@console/contract';
import type { RegisterRoutes } from '../../app-deps';
import { addEndpoint } from '../../http/add-endpoint';
import * as domains from './service';

export const registerCustomerDomainRoutes: RegisterRoutes = (app, { database }) => {
  const db = database.db;
  addEndpoint(app, endpoints.setCustomDomainName, async ({ auth, params, body }) =>
    domains.setCustomDomainName({ deps: { db, auth }, id: params.id, ...body }),
  );
  addEndpoint(app, endpoints.removeCustomDomain, async ({ auth, params }) =>
    domains.removeCustomDomain({ deps: { db, auth }, id: params.id }),
  );
  addEndpoint(app, endpoints.uploadCustomDomainCertificate, async ({ auth, params, file, fields }) =>
    domains.uploadCustomDomainCertificate({ deps: { db, auth }, id: params.id, file, password: fields.password }),
  );
};
