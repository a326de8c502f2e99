import { endpoints } from '@console/contract';
import type { RegisterRoutes } from '../../app-deps';
import { addEndpoint } from '../../http/add-endpoint';
import { decommissionCustomer, repairCustomer, runBulkAction, setCustomerEnabled, createSupportUser } from './actions-service';
import { quickCreateCustomer } from './create-service';
import { requireSubscription } from './customer-access';
import { customerJobDefinitions } from './customer-jobs';
import * as reference from './reference-service';
import { createCustomerSearchIndex } from './search-index';
import * as search from './search-service';

export const registerCustomerRoutes: RegisterRoutes = (app, { config, database, jobs }) => {
  const db = database.db;
  for (const definition of customerJobDefinitions) jobs?.register(definition);
  // The customers' searchable columns in memory, kept fresh by the database's notifications.
  const index = createCustomerSearchIndex({ database, log: app.log });
  app.addHook('onClose', () => index.close());

  addEndpoint(app, endpoints.searchCustomers, async ({ auth, query }) =>
    search.searchCustomers({ db, config, index, subscriptionId: requireSubscription(auth), ...query }),
  );
  addEndpoint(app, endpoints.listFirstLetters, async ({ auth }) =>
    search.listFirstLetters({ db, index, subscriptionId: requireSubscription(auth) }),
  );
  addEndpoint(app, endpoints.searchByFirstLetter, async ({ auth, params, query }) =>
    search.searchByFirstLetter({ db, config, index, subscriptionId: requireSubscription(auth), letter: params.letter, ...query }),
  );
  addEndpoint(app, endpoints.searchPinnedCustomers, async ({ auth, query }) =>
    search.searchPinned({ db, config, index, subscriptionId: requireSubscription(auth), ...query }),
  );
  addEndpoint(app, endpoints.searchByReleaseChannel, async ({ auth, params, query }) =>
    search.searchByReleaseChannel({
      db,
      config,
      index,
      subscriptionId: requireSubscription(auth),
      channelId: params.id,
      ...query,
    }),
  );
  addEndpoint(app, endpoints.searchDisabledCustomers, async ({ auth, query }) =>
    search.searchDisabled({ db, config, index, subscriptionId: requireSubscription(auth), ...query }),
  );

  addEndpoint(app, endpoints.listLicenseOfferings, async () => reference.listLicenseOfferings({ db }));
  addEndpoint(app, endpoints.listCurrencyRates, async () => reference.listCurrencyRates({ db }));
  addEndpoint(app, endpoints.listDaysOfWeek, async () => reference.listDaysOfWeek());
  addEndpoint(app, endpoints.listBasePlans, async () => reference.listBasePlans({ db }));
  addEndpoint(app, endpoints.listLocations, async () => reference.listLocations({ db }));
  addEndpoint(app, endpoints.listCloudServices, async ({ auth, query }) =>
    reference.listCloudServices({ db, subscriptionId: requireSubscription(auth), type: query.type }),
  );
  addEndpoint(app, endpoints.listReleaseChannels, async () => reference.listReleaseChannels({ db }));

  addEndpoint(app, endpoints.quickCreateCustomer, async ({ auth, body }) =>
    quickCreateCustomer({ deps: { db, config, jobs, auth }, input: body }),
  );
  addEndpoint(app, endpoints.decommissionCustomer, async ({ auth, params }) =>
    decommissionCustomer({ deps: { db, jobs, auth }, id: params.id }),
  );
  addEndpoint(app, endpoints.enableCustomer, async ({ auth, params }) =>
    setCustomerEnabled({ deps: { db, jobs, auth }, id: params.id, isEnabled: true }),
  );
  addEndpoint(app, endpoints.disableCustomer, async ({ auth, params }) =>
    setCustomerEnabled({ deps: { db, jobs, auth }, id: params.id, isEnabled: false }),
  );
  addEndpoint(app, endpoints.repairCustomer, async ({ auth, params }) =>
    repairCustomer({ deps: { db, jobs, auth }, id: params.id }),
  );
  addEndpoint(app, endpoints.createSupportUser, async ({ auth, params, body }) =>
    createSupportUser({ deps: { db, jobs, auth }, id: params.id, customerId: body.customerId, userName: body.userName }),
  );
  addEndpoint(app, endpoints.repairCustomers, async ({ auth, body }) =>
    runBulkAction({ deps: { db, jobs, auth }, action: 'repair', customerIds: body.customerIds }),
  );
  addEndpoint(app, endpoints.setAzureCdn, async ({ auth }) => runBulkAction({ deps: { db, jobs, auth }, action: 'setAzureCdn' }));
  addEndpoint(app, endpoints.setAzureCdnForSpecific, async ({ auth, body }) =>
    runBulkAction({ deps: { db, jobs, auth }, action: 'setAzureCdn', customerIds: body.customerIds }),
  );
  addEndpoint(app, endpoints.moveToFrontDoor, async ({ auth, body }) =>
    runBulkAction({
      deps: { db, jobs, auth },
      action: 'moveToFrontDoor',
      customerIds: body.customerIds,
      isRepairDns: body.isRepairDns,
    }),
  );
};
