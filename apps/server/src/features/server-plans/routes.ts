import { endpoints } from '@console/contract';
import type { RegisterRoutes } from '../../app-deps';
import { addEndpoint } from '../../http/add-endpoint';
import * as serverPlans from './service';

/** doc2 §7 "Server plans": the list, the name check and the add-plan save. */
export const registerServerPlanRoutes: RegisterRoutes = (app, { database }) => {
  addEndpoint(app, endpoints.listServerPlans, async () => serverPlans.listServerPlans({ db: database.db }));
  addEndpoint(app, endpoints.validateServerPlanName, async ({ params }) =>
    serverPlans.validateServerPlanName({ db: database.db, name: params.name }),
  );
  addEndpoint(app, endpoints.createServerPlan, async ({ body }) =>
    serverPlans.createServerPlan({ db: database.db, input: body }),
  );
};
