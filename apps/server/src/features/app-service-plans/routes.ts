import { endpoints } from '@console/contract';
import type { RegisterRoutes } from '../../app-deps';
import { addEndpoint } from '../../http/add-endpoint';
import type { AuthContext } from '../../identity/auth-context';
import {
  createPlanJob,
  decommissionPlanJob,
  deleteDeploymentJob,
  reconfigurePlanJob,
  repairAttendeeCountJob,
} from './app-service-plan-jobs';
import * as plans from './service';

/** doc2 §7 "App service plans" (under /azure/appserviceplans); live pushes on appServicePlansHub. */
export const registerAppServicePlanRoutes: RegisterRoutes = (app, { database, jobs, platform }) => {
  jobs?.register(createPlanJob);
  jobs?.register(reconfigurePlanJob);
  jobs?.register(deleteDeploymentJob);
  jobs?.register(decommissionPlanJob);
  jobs?.register(repairAttendeeCountJob);
  const depsOf = (auth: AuthContext): plans.AppServicePlanDeps => ({ db: database.db, auth, jobs, platform });

  addEndpoint(app, endpoints.getAppServicePlanConfig, async () => plans.getConfig());
  addEndpoint(app, endpoints.listAppServicePlans, async ({ auth, query }) =>
    plans.listPlans({ deps: depsOf(auth), type: query.type }),
  );
  addEndpoint(app, endpoints.createAppServicePlan, async ({ auth, body }) =>
    plans.createPlan({ deps: depsOf(auth), input: body }),
  );
  addEndpoint(app, endpoints.repairAttendeeCountService, async ({ auth }) =>
    plans.repairAttendeeCountService({ deps: depsOf(auth) }),
  );
  addEndpoint(app, endpoints.listResourceGroups, async ({ auth, params }) =>
    plans.listResourceGroups({ deps: depsOf(auth), location: params.location }),
  );
  addEndpoint(app, endpoints.getResourceGroup, async ({ auth, params }) =>
    plans.getResourceGroup({ deps: depsOf(auth), name: params.name }),
  );
  addEndpoint(app, endpoints.getAppServicePlan, async ({ auth, params }) => plans.getPlan({ deps: depsOf(auth), id: params.id }));
  addEndpoint(app, endpoints.getAppServicePlanDetails, async ({ auth, params }) =>
    plans.getDetails({ deps: depsOf(auth), id: params.id }),
  );
  addEndpoint(app, endpoints.getAppServicePlanActualDetails, async ({ auth, params }) =>
    plans.getActualDetails({ deps: depsOf(auth), id: params.id }),
  );
  addEndpoint(app, endpoints.reconfigureAppServicePlan, async ({ auth, params, body }) =>
    plans.reconfigurePlan({ deps: depsOf(auth), id: params.id, input: body }),
  );
  addEndpoint(app, endpoints.deleteAppServicePlanDeployment, async ({ auth, params }) =>
    plans.deleteDeployment({ deps: depsOf(auth), id: params.id, slot: params.slot }),
  );
  addEndpoint(app, endpoints.decommissionAppServicePlan, async ({ auth, params, query }) =>
    plans.decommissionPlan({ deps: depsOf(auth), id: params.id, confirmPlanName: query.confirmPlanName }),
  );
};
