import { endpoints } from '@console/contract';
import type { RegisterRoutes } from '../../app-deps';
import { addEndpoint } from '../../http/add-endpoint';
import { getFederatedSignInConfig, getWhoami, moveToOtherSubscription } from './service';

export const registerAuthRoutes: RegisterRoutes = (app, { config, database, identity }) => {
  addEndpoint(app, endpoints.getFederatedSignInConfig, async ({ body }) =>
    getFederatedSignInConfig({ config, identity, clientId: body.client_id }),
  );
  addEndpoint(app, endpoints.getWhoami, async ({ auth }) => getWhoami({ db: database.db, auth }));
  addEndpoint(app, endpoints.postWhoami, async ({ auth }) => getWhoami({ db: database.db, auth }));
  addEndpoint(app, endpoints.moveToOtherSubscription, async ({ auth, body }) =>
    moveToOtherSubscription({ db: database.db, auth, subscriptionId: body.subscriptionId }),
  );
};
