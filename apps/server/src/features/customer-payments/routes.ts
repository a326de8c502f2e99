import { endpoints } from '@console/contract';
import type { RegisterRoutes } from '../../app-deps';
import { addEndpoint } from '../../http/add-endpoint';
import type { DetailDeps } from '../customer-details';
import * as gateways from './gateways-service';
import * as pay from './pay-and-sites-service';

export const registerCustomerPaymentRoutes: RegisterRoutes = (app, { config, database, jobs, live, platform }) => {
  const db = database.db;
  const payments = platform.payments;
  const depsOf = (auth: DetailDeps['auth']): DetailDeps => ({ db, config, auth, jobs, live });
  addEndpoint(app, endpoints.listStandardPaymentGateways, async () => gateways.listPaymentGateways({ db, kind: 'standard' }));
  addEndpoint(app, endpoints.listCustomPaymentGateways, async () => gateways.listPaymentGateways({ db, kind: 'custom' }));
  addEndpoint(app, endpoints.updateCustomerPaymentGateways, async ({ auth, params, body }) =>
    gateways.updatePaymentGateways({ deps: depsOf(auth), id: params.id, input: body }),
  );
  addEndpoint(app, endpoints.removeCustomerPaymentGateways, async ({ auth, params, body }) =>
    gateways.removePaymentGateways({ deps: depsOf(auth), id: params.id, names: body.paymentGateways }),
  );
  addEndpoint(app, endpoints.getEaPayDetails, async ({ auth, params }) =>
    pay.getEaPayDetails({ deps: { db, auth, payments }, id: params.id }),
  );
  addEndpoint(app, endpoints.setEaPayDetails, async ({ auth, params, body }) =>
    pay.setEaPayDetails({ deps: { db, auth, payments }, id: params.id, eaPayId: body.eaPayId }),
  );
  addEndpoint(app, endpoints.getDeletedSites, async ({ auth, params }) =>
    pay.getDeletedSites({ deps: { db, auth, payments }, id: params.id }),
  );
  addEndpoint(app, endpoints.undeleteSite, async ({ auth, params, body }) =>
    pay.undeleteSite({ deps: { db, auth, payments }, id: params.id, siteId: body.siteId }),
  );
};
