import { endpoints } from '@console/contract';
import type { RegisterRoutes } from '../../app-deps';
import { addEndpoint } from '../../http/add-endpoint';
import type { AuthContext } from '../../identity/auth-context';
import { locationScanJob, redisCacheJob, storageAccountJob } from './location-jobs';
import * as locations from './service';

/** doc2 §7 "Locations and storage" (the list itself is served with the customers' reference lists). */
export const registerAzureLocationRoutes: RegisterRoutes = (app, { database, jobs }) => {
  jobs?.register(locationScanJob);
  jobs?.register(storageAccountJob);
  jobs?.register(redisCacheJob);
  const depsOf = (auth: AuthContext): locations.LocationDeps => ({ db: database.db, auth, jobs });
  addEndpoint(app, endpoints.refreshLocations, async ({ auth }) => locations.refreshLocations({ deps: depsOf(auth) }));
  addEndpoint(app, endpoints.createStorageAccount, async ({ auth, params }) =>
    locations.createStorageAccount({ deps: depsOf(auth), location: params.name, isPremium: params.flag === 'true' }),
  );
  addEndpoint(app, endpoints.createRedisCache, async ({ auth, params, body }) =>
    locations.createRedisCache({ deps: depsOf(auth), location: params.name, key: body.key }),
  );
};
