import { endpoints } from '@console/contract';
import type { RegisterRoutes } from '../../app-deps';
import { addEndpoint } from '../../http/add-endpoint';
import * as upgradeCosts from './service';

/** doc2 §7 "Upgrade cost": the list and the edit's save. */
export const registerUpgradeCostRoutes: RegisterRoutes = (app, { database }) => {
  addEndpoint(app, endpoints.getUpgradeCostInformation, async () => upgradeCosts.getUpgradeCostInformation({ db: database.db }));
  addEndpoint(app, endpoints.updateUpgradeCost, async ({ auth, body }) =>
    upgradeCosts.updateUpgradeCost({ db: database.db, auth, input: body }),
  );
};
