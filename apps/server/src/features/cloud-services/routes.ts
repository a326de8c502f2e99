import { cloudServiceEndpoints } from '@console/contract';
import type { RegisterRoutes } from '../../app-deps';
import { addEndpoint } from '../../http/add-endpoint';
import type { AuthContext } from '../../identity/auth-context';
import { cloudServiceJobs } from './cloud-service-jobs';
import * as services from './service';

/** doc2 §7 "Cloud services" (the list is served with the quick-create references in customers). */
export const registerCloudServiceRoutes: RegisterRoutes = (app, { database, jobs, platform }) => {
  for (const definition of Object.values(cloudServiceJobs)) jobs?.register(definition);
  const depsOf = (auth: AuthContext): services.CloudServiceDeps => ({ db: database.db, auth, jobs, platform });
  const calls = cloudServiceEndpoints;

  addEndpoint(app, calls.config, async () => services.getConfig());
  addEndpoint(app, calls.create, async ({ auth, body }) => services.createCloudService({ deps: depsOf(auth), input: body }));
  addEndpoint(app, calls.get, async ({ auth, params }) => services.getCloudService({ deps: depsOf(auth), id: params.id }));
  addEndpoint(app, calls.reconfigure, async ({ auth, params, body }) =>
    services.reconfigureCloudService({ deps: depsOf(auth), id: params.id, input: body }),
  );
  addEndpoint(app, calls.vipSwap, async ({ auth, params }) => services.vipSwap({ deps: depsOf(auth), id: params.id }));
  addEndpoint(app, calls.deleteDeployment, async ({ auth, params }) =>
    services.deleteDeployment({ deps: depsOf(auth), id: params.id, slot: params.slot }),
  );
  addEndpoint(app, calls.instanceAction, async ({ auth, params, query }) =>
    services.instanceAction({
      deps: depsOf(auth),
      id: params.id,
      slot: params.slot,
      instanceId: params.instanceId,
      action: query.action,
    }),
  );
  addEndpoint(app, calls.actualDetails, async ({ auth, params }) =>
    services.getActualDetails({ deps: depsOf(auth), id: params.id }),
  );
  addEndpoint(app, calls.moveToBarracuda, async ({ auth, params, body }) =>
    services.moveToBarracuda({ deps: depsOf(auth), id: params.id, customerIds: body.customerIds, cudaAppId: body.cudaAppId }),
  );
  addEndpoint(app, calls.getShared, async ({ auth, params }) =>
    services.getSharedCloudService({ deps: depsOf(auth), id: params.id }),
  );
  addEndpoint(app, calls.rdp, async ({ auth, params, reply }) => {
    const { fileName, content } = await services.rdpFileOf({
      deps: depsOf(auth),
      id: params.id,
      slot: params.slot,
      instanceId: params.instanceId,
    });
    reply.header('content-disposition', `attachment; filename="${fileName}"`).header('cache-control', 'no-store');
    return content;
  });
  addEndpoint(app, calls.decommission, async ({ auth, params }) =>
    services.decommissionCloudService({ deps: depsOf(auth), id: params.id }),
  );
};
