import { endpoints } from '@console/contract';
import type { RegisterRoutes } from '../../app-deps';
import { addEndpoint } from '../../http/add-endpoint';
import { databaseJobs } from './database-jobs';
import * as database from './service';

export const registerCustomerDatabaseRoutes: RegisterRoutes = (app, { database: store, config, platform, jobs, live }) => {
  const definitions = databaseJobs(live);
  jobs.register(definitions.reconfigure);
  jobs.register(definitions.compatibility);
  const depsOf = (auth: Parameters<typeof database.getDatabaseDetails>[0]['deps']['auth']): database.DatabaseDeps => ({
    db: store.db,
    auth,
    platform,
    secretsKey: config.secretsEncryptionKey,
    jobs,
    definitions,
  });
  addEndpoint(app, endpoints.getDatabaseDetails, async ({ auth, params }) =>
    database.getDatabaseDetails({ deps: depsOf(auth), customerId: params.id, deploymentId: params.deploymentId }),
  );
  addEndpoint(app, endpoints.getDatabasePassword, async ({ auth, params }) =>
    database.getDatabasePassword({ deps: depsOf(auth), kind: 'full', customerId: params.id, deploymentId: params.deploymentId }),
  );
  addEndpoint(app, endpoints.getDatabaseReadOnlyPassword, async ({ auth, params }) =>
    database.getDatabasePassword({
      deps: depsOf(auth),
      kind: 'readOnly',
      customerId: params.id,
      deploymentId: params.deploymentId,
    }),
  );
  addEndpoint(app, endpoints.getRegistrationReport, async ({ auth, params, reply }) => {
    const report = await database.registrationReport({
      deps: depsOf(auth),
      customerId: params.id,
      deploymentId: params.deploymentId,
    });
    // Its content type is the declaration's (`produces`), set by addEndpoint.
    reply.header('content-disposition', `attachment; filename="${report.fileName}"`);
    reply.header('cache-control', 'no-store');
    return report.stream as unknown as string;
  });
  addEndpoint(app, endpoints.updateCompatibilityLevel, async ({ auth, params }) =>
    database.updateCompatibilityLevel({
      deps: depsOf(auth),
      customerId: params.id,
      deploymentId: params.deploymentId,
      level: Number(params.level),
    }),
  );
  addEndpoint(app, endpoints.listPerformanceLevels, async () => database.listPerformanceLevels());
  addEndpoint(app, endpoints.reconfigureDatabase, async ({ auth, params, body }) =>
    database.reconfigureDatabase({ deps: depsOf(auth), server: params.server, database: params.database, body }),
  );
};
