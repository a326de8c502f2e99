import { endpoints } from '@console/contract';
import type { RegisterRoutes } from '../../app-deps';
import { addEndpoint } from '../../http/add-endpoint';
import * as licensing from './service';

/** doc2 §7 "Licensing": the customers' licences, the standard rates of each currency, a licence's cost. */
export const registerLicensingRoutes: RegisterRoutes = (app, { database }) => {
  const { db } = database;
  addEndpoint(app, endpoints.listCustomerLicences, async ({ auth, query }) =>
    licensing.listCustomerLicences({ deps: { db, auth }, ...query }),
  );
  addEndpoint(app, endpoints.listActiveUserRates, async () => licensing.listRates({ db, column: 'activeUserRate' }));
  addEndpoint(app, endpoints.listAdditionalOfficeRates, async () => licensing.listRates({ db, column: 'additionalOfficeRate' }));
  addEndpoint(app, endpoints.listAirCastCosts, async () => licensing.listRates({ db, column: 'airCastPerHourCost' }));
  addEndpoint(app, endpoints.getLicenceCost, async ({ auth, params }) =>
    licensing.getLicenceCost({ deps: { db, auth }, id: params.id }),
  );
};
