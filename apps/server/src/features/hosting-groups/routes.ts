import { endpoints } from '@console/contract';
import type { RegisterRoutes } from '../../app-deps';
import { addEndpoint } from '../../http/add-endpoint';
import * as hostingGroupsService from './service';

export const registerHostingGroupRoutes: RegisterRoutes = (app, { config, database, live }) => {
  const db = database.db;
  // A hosting-group view follows its machines by joining the group: only a group of its subscription.
  live?.authorizeGroups('deploymentControllers', ({ groupId, subscriptionId }) =>
    hostingGroupsService.isHostingGroupOfSubscription({ db, hostingGroupId: groupId, subscriptionId }),
  );
  const depsOf = (auth: hostingGroupsService.HostingGroupDeps['auth']) => ({ db, auth, config });

  addEndpoint(app, endpoints.getHostingGroup, async ({ auth, params }) =>
    hostingGroupsService.getHostingGroup({ deps: depsOf(auth), id: params.id }),
  );
  addEndpoint(app, endpoints.listCustomerHostingGroups, async ({ auth, params }) =>
    hostingGroupsService.listCustomerHostingGroups({ deps: depsOf(auth), customerId: params.customerId }),
  );
  addEndpoint(app, endpoints.listHostingGroupDeployments, async ({ auth, params, query }) =>
    hostingGroupsService.listHostingGroupDeployments({ deps: depsOf(auth), id: params.id, ...query }),
  );
  addEndpoint(app, endpoints.searchHostingGroups, async ({ auth, query }) =>
    hostingGroupsService.searchHostingGroups({ deps: depsOf(auth), query: query.query, limit: query.limit }),
  );
  addEndpoint(app, endpoints.listHostedApplications, async ({ auth, params }) =>
    hostingGroupsService.listHostedApplications({ deps: depsOf(auth), id: params.id }),
  );
  addEndpoint(app, endpoints.getDeploymentControllerStatus, async ({ auth, params }) =>
    hostingGroupsService.getDeploymentControllerStatus({ deps: depsOf(auth), id: params.id }),
  );
  addEndpoint(app, endpoints.getCertificateByThumbprint, async ({ auth, params }) =>
    hostingGroupsService.getCertificateSecret({ deps: depsOf(auth), thumbprint: params.thumbprint }),
  );
  addEndpoint(app, endpoints.downloadCertificatePfx, async ({ auth, params, reply }) => {
    const { fileName, content } = await hostingGroupsService.readCertificatePfx({
      deps: depsOf(auth),
      thumbprint: params.thumbprint,
    });
    // Its content type is the declaration's (`produces`), set by addEndpoint.
    reply.header('content-disposition', `attachment; filename="${fileName}"`).header('cache-control', 'no-store');
    // The bytes go out as they are: Fastify sends a Buffer without serializing it.
    return content as unknown as string;
  });
};
