import { endpoints, performanceCheckEndpoints, performanceCheckKinds } from '@console/contract';
import type { RegisterRoutes } from '../../app-deps';
import { addEndpoint } from '../../http/add-endpoint';
import type { AuthContext } from '../../identity/auth-context';
import { performanceCheckJob } from './performance-check-jobs';
import * as checks from './service';

/** doc2 §7 "Performance checks" and the absoluteuri validator the launch modals use. */
export const registerPerformanceCheckRoutes: RegisterRoutes = (app, { config, database, jobs, live }) => {
  jobs?.register(performanceCheckJob);
  const depsOf = (auth: AuthContext): checks.PerformanceCheckDeps => ({ db: database.db, auth, config, jobs, live });

  for (const kind of performanceCheckKinds) {
    const calls = performanceCheckEndpoints[kind];
    addEndpoint(app, calls.launch, async ({ auth, body }) => checks.launchCheck({ deps: depsOf(auth), kind, input: body }));
    addEndpoint(app, calls.list, async ({ auth }) => checks.listChecks({ deps: depsOf(auth), kind }));
    addEndpoint(app, calls.get, async ({ auth, params }) => checks.getCheck({ deps: depsOf(auth), kind, id: params.id }));
    addEndpoint(app, calls.rerun, async ({ auth, params }) => checks.rerunCheck({ deps: depsOf(auth), kind, id: params.id }));
  }
  addEndpoint(app, endpoints.validateAbsoluteUri, async ({ body }) => checks.validateAbsoluteUri({ candidate: body.candidate }));
};
