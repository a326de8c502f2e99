import { endpoints } from '@console/contract';
import type { RegisterRoutes } from '../../app-deps';
import { addEndpoint } from '../../http/add-endpoint';
import type { DetailDeps } from '../customer-details';
import * as customizations from './service';

export const registerCustomerCustomizationRoutes: RegisterRoutes = (app, { config, database, jobs, live }) => {
  const db = database.db;
  const depsOf = (auth: DetailDeps['auth']): DetailDeps => ({ db, config, auth, jobs, live });
  addEndpoint(app, endpoints.listCustomizations, async ({ auth, params }) =>
    customizations.listCustomizations({ deps: depsOf(auth), id: params.id }),
  );
  addEndpoint(app, endpoints.saveCustomization, async ({ auth, params, body }) =>
    customizations.saveCustomization({ deps: depsOf(auth), id: params.id, alias: params.alias, title: body.title }),
  );
  addEndpoint(app, endpoints.deleteCustomization, async ({ auth, params }) =>
    customizations.deleteCustomization({ deps: depsOf(auth), id: params.id, alias: params.alias }),
  );
};
