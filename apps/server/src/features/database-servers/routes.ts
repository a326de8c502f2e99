import { endpoints } from '@console/contract';
import type { RegisterRoutes } from '../../app-deps';
import { addEndpoint } from '../../http/add-endpoint';
import type { AuthContext } from '../../identity/auth-context';
import { createBlobStorage, type BlobStorage } from './blob-storage';
import { registerEmulatorUploads } from './emulator-uploads';
import { provisionJob } from './provision-job';
import * as servers from './service';

/** doc2 §7 "Database servers" (under /api/azure/databaseservers) and the default database's BACPAC upload. */
export const registerDatabaseServerRoutes: RegisterRoutes = (app, { config, database, jobs, platform, live }) => {
  jobs.register(provisionJob);
  const blobs = createBlobStorage({ settings: config.blob, dataDir: config.dataDir });
  app.addHook('onClose', async () => blobs.close());
  app.decorate('blobStorage', blobs);
  if (blobs.emulator) registerEmulatorUploads(app, blobs.emulator);
  const depsOf = (auth: AuthContext): servers.DatabaseServerDeps => ({
    db: database.db,
    auth,
    config,
    jobs,
    blobs,
    platform,
    live,
  });

  addEndpoint(app, endpoints.listDatabaseServers, async ({ auth }) => servers.listServers({ deps: depsOf(auth) }));
  addEndpoint(app, endpoints.createDatabaseServer, async ({ auth, params }) =>
    servers.createServer({ deps: depsOf(auth), location: params.location }),
  );
  addEndpoint(app, endpoints.getDatabaseServerAdminPassword, async ({ auth, params }) =>
    servers.getAdminPassword({ deps: depsOf(auth), serverName: params.server }),
  );
  addEndpoint(app, endpoints.resetDatabaseServerAdminPassword, async ({ auth, params }) =>
    servers.resetAdminPassword({ deps: depsOf(auth), serverName: params.server, databaseName: params.db }),
  );
  addEndpoint(app, endpoints.getDefaultDatabaseUploadUri, async ({ auth, request }) =>
    servers.defaultDatabaseUploadUri({ deps: depsOf(auth), origin: `${request.protocol}://${request.host}` }),
  );
  addEndpoint(app, endpoints.confirmDefaultDatabaseUpload, async ({ auth, body }) =>
    servers.confirmDefaultDatabaseUpload({ deps: depsOf(auth), fileName: body.fileName }),
  );
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    /** Where the default database's BACPAC is uploaded (tests read what arrived). */
    blobStorage: BlobStorage;
  }
}
