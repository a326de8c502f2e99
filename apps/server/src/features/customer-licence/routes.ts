import { endpoints } from '@console/contract';
import type { RegisterRoutes } from '../../app-deps';
import { addEndpoint } from '../../http/add-endpoint';
import type { DetailDeps } from '../customer-details';
import * as licence from './service';

export const registerCustomerLicenceRoutes: RegisterRoutes = (app, { config, database, jobs, live }) => {
  const db = database.db;
  const depsOf = (auth: DetailDeps['auth']): DetailDeps => ({ db, config, auth, jobs, live });

  addEndpoint(app, endpoints.listPeakPlans, async () => licence.listPeakPlans({ db }));
  addEndpoint(app, endpoints.listStripeAccounts, async () => licence.listStripeAccounts({ db }));
  addEndpoint(app, endpoints.listTimeZones, async () => licence.listTimeZones());
  addEndpoint(app, endpoints.updateCustomerLicence, async ({ auth, params, body }) =>
    licence.updateLicence({ deps: depsOf(auth), id: params.id, payload: body }),
  );
  addEndpoint(app, endpoints.getBoostUsage, async ({ auth, params }) =>
    licence.getBoostUsage({ deps: depsOf(auth), id: params.id }),
  );
  addEndpoint(app, endpoints.resetBoostUsage, async ({ auth, params }) =>
    licence.resetBoostUsage({ deps: depsOf(auth), id: params.id, usageId: params.usageId }),
  );
  addEndpoint(app, endpoints.getCustomerServerPlan, async ({ auth, params }) =>
    licence.getCustomerServerPlan({ deps: depsOf(auth), id: params.id }),
  );
};
