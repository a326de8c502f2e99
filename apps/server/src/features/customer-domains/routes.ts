import { endpoints } from '@console/contract';
import type { RegisterRoutes } from '../../app-deps';
import { addEndpoint } from '../../http/add-endpoint';
import * as domains from './service';

export const registerCustomerDomainRoutes: RegisterRoutes = (app, { database, config }) => {
  const db = database.db;
  const secretsKey = config.secretsEncryptionKey;
  addEndpoint(app, endpoints.setCustomDomainName, async ({ auth, params, body }) =>
    domains.setCustomDomainName({ deps: { db, auth, secretsKey }, id: params.id, ...body }),
  );
  addEndpoint(app, endpoints.removeCustomDomain, async ({ auth, params }) =>
    domains.removeCustomDomain({ deps: { db, auth, secretsKey }, id: params.id }),
  );
  addEndpoint(app, endpoints.uploadCustomDomainCertificate, async ({ auth, params, file, fields }) =>
    domains.uploadCustomDomainCertificate({ deps: { db, auth, secretsKey }, id: params.id, file, password: fields.password }),
  );
};
