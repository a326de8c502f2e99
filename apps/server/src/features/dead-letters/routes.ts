import { constants, endpoints } from '@console/contract';
import type { RegisterRoutes } from '../../app-deps';
import { addEndpoint } from '../../http/add-endpoint';
import type { AuthContext } from '../../identity/auth-context';
import * as deadLetters from './service';

export const registerDeadLetterRoutes: RegisterRoutes = (app, { database, config, platform }) => {
  const depsOf = (auth: AuthContext): deadLetters.DeadLetterDeps => ({
    db: database.db,
    auth,
    platform,
    bulkSeconds: config.deadLetterBulkSeconds,
  });
  addEndpoint(app, endpoints.listDeadLetters, async ({ auth, params, query }) =>
    deadLetters.listDeadLetters({ deps: depsOf(auth), customerId: params.id, deploymentId: params.deploymentId, ...query }),
  );
  addEndpoint(app, endpoints.replayDeadLetters, async ({ auth, params, query }) =>
    deadLetters.replayDeadLetters({ deps: depsOf(auth), customerId: params.id, deploymentId: params.deploymentId, ...query }),
  );
  addEndpoint(app, endpoints.deleteDeadLetters, async ({ auth, params, query }) =>
    deadLetters.deleteDeadLetters({ deps: depsOf(auth), customerId: params.id, deploymentId: params.deploymentId, ...query }),
  );
  addEndpoint(app, endpoints.replayAllDeadLetters, async ({ auth, params, query }) =>
    deadLetters.replayAllDeadLetters({ deps: depsOf(auth), customerId: params.id, deploymentId: params.deploymentId, ...query }),
  );
  addEndpoint(app, endpoints.destroyAllDeadLetters, async ({ auth, params, query }) =>
    deadLetters.destroyAllDeadLetters({ deps: depsOf(auth), customerId: params.id, deploymentId: params.deploymentId, ...query }),
  );
  addEndpoint(app, endpoints.addSimulatedDeadLetters, async ({ auth, params, body }) =>
    deadLetters.addSimulatedDeadLetters({
      deps: depsOf(auth),
      customerId: params.id,
      deploymentId: params.deploymentId,
      count: body.count,
      batchSize: constants.deadLetters.defaultPageSize,
    }),
  );
};
