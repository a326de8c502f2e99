import { endpoints } from '@console/contract';
import type { RegisterRoutes } from '../../app-deps';
import { addEndpoint } from '../../http/add-endpoint';
import type { JobDefinition } from '../../jobs/types';
import * as migrations from './compute-migrations';
import { deploymentJobDefinitions } from './deployment-jobs';
import * as deploymentsService from './service';

export const registerCustomerDeploymentRoutes: RegisterRoutes = (app, { config, database, jobs, live }) => {
  const db = database.db;
  const migrationJob = migrations.computeMigrationJob(live);
  for (const definition of [...deploymentJobDefinitions, migrationJob as JobDefinition<unknown>]) jobs?.register(definition);
  // A console follows one deployment's migrations by joining its group: only a deployment of its subscription.
  live?.authorizeGroups('computeMigrations', ({ groupId, subscriptionId }) =>
    deploymentsService.isDeploymentOfSubscription({ db, deploymentId: groupId, subscriptionId }),
  );
  const depsOf = (auth: deploymentsService.DeploymentDeps['auth']) => ({ db, auth, config, jobs, live });

  addEndpoint(app, endpoints.getCustomerServiceHealth, async ({ auth, params }) =>
    deploymentsService.readServiceHealth({ deps: depsOf(auth), customerId: params.id }),
  );
  addEndpoint(app, endpoints.listCustomerDeployments, async ({ auth, params }) =>
    deploymentsService.listDeployments({ deps: depsOf(auth), customerId: params.id }),
  );
  addEndpoint(app, endpoints.createAzureDeployment, async ({ auth, params, body }) =>
    deploymentsService.createAzureDeployment({ deps: depsOf(auth), customerId: params.id, input: body }),
  );
  addEndpoint(app, endpoints.createOnsiteDeployment, async ({ auth, params, body }) =>
    deploymentsService.createOnsiteDeployment({ deps: depsOf(auth), customerId: params.id, input: body }),
  );
  addEndpoint(app, endpoints.enableDeployment, async ({ auth, params }) =>
    deploymentsService.setDeploymentEnabled({
      deps: depsOf(auth),
      customerId: params.id,
      deploymentId: params.deploymentId,
      isEnabled: true,
    }),
  );
  addEndpoint(app, endpoints.disableDeployment, async ({ auth, params }) =>
    deploymentsService.setDeploymentEnabled({
      deps: depsOf(auth),
      customerId: params.id,
      deploymentId: params.deploymentId,
      isEnabled: false,
    }),
  );
  addEndpoint(app, endpoints.listComputeMigrations, async ({ auth, params }) =>
    migrations.listComputeMigrations({ deps: depsOf(auth), customerId: params.id, deploymentId: params.deploymentId }),
  );
  addEndpoint(app, endpoints.getComputeMigration, async ({ auth, params }) =>
    migrations.getComputeMigration({
      deps: depsOf(auth),
      customerId: params.id,
      deploymentId: params.deploymentId,
      migrationId: params.migrationId,
    }),
  );
  addEndpoint(app, endpoints.startComputeMigration, async ({ auth, params, body }) =>
    migrations.startComputeMigration({
      deps: depsOf(auth),
      customerId: params.id,
      deploymentId: params.deploymentId,
      request: body,
      jobDefinition: migrationJob,
    }),
  );
  addEndpoint(app, endpoints.cancelComputeMigration, async ({ auth, params }) =>
    migrations.cancelComputeMigration({
      deps: depsOf(auth),
      customerId: params.id,
      deploymentId: params.deploymentId,
      migrationId: params.migrationId,
    }),
  );
  addEndpoint(app, endpoints.dismissComputeMigration, async ({ auth, params }) =>
    migrations.dismissComputeMigration({
      deps: depsOf(auth),
      customerId: params.id,
      deploymentId: params.deploymentId,
      migrationId: params.migrationId,
    }),
  );
};
