import { endpoints } from '@console/contract';
import type { RegisterRoutes } from '../../app-deps';
import { addEndpoint } from '../../http/add-endpoint';
import type { AuthContext } from '../../identity/auth-context';
import { desiredStateJobDefinitions } from './desired-state-jobs';
import * as desiredState from './service';

/** doc2 §7 "Desired state": investigations, approvals and a hosting group's desired-state address. */
export const registerDesiredStateRoutes: RegisterRoutes = (app, { config, database, jobs }) => {
  for (const definition of desiredStateJobDefinitions) jobs?.register(definition);
  const depsOf = (auth: AuthContext): desiredState.DesiredStateDeps => ({ db: database.db, auth, config, jobs });

  addEndpoint(app, endpoints.listInvestigations, async ({ auth }) => desiredState.listInvestigations({ deps: depsOf(auth) }));
  addEndpoint(app, endpoints.deleteAllInvestigations, async ({ auth }) =>
    desiredState.deleteAllInvestigations({ deps: depsOf(auth) }),
  );
  addEndpoint(app, endpoints.deleteInvestigation, async ({ auth, params }) =>
    desiredState.deleteInvestigation({ deps: depsOf(auth), id: params.id }),
  );
  addEndpoint(app, endpoints.approveCustomerDesiredState, async ({ auth, params }) =>
    desiredState.approveCustomer({ deps: depsOf(auth), customerId: params.customerId }),
  );
  addEndpoint(app, endpoints.approveChannelDesiredState, async ({ auth, params }) =>
    desiredState.approveChannel({ deps: depsOf(auth), releaseChannelId: params.id }),
  );
  addEndpoint(app, endpoints.getHostingGroupDesiredStateUrl, async ({ auth, params }) =>
    desiredState.hostingGroupDesiredStateUrl({ deps: depsOf(auth), id: params.id }),
  );
};
