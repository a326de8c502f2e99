import { endpoints } from '@console/contract';
import type { RegisterRoutes } from '../../app-deps';
import { addEndpoint } from '../../http/add-endpoint';
import { recentErrors } from './recent-errors';
import { deploymentServiceStatuses, subscriptionServiceStatuses, unhealthyServiceStatuses } from './service-status';

export const registerMonitoringRoutes: RegisterRoutes = (app, { config, database, platform }) => {
  addEndpoint(app, endpoints.getRecentErrors, async ({ auth }) => recentErrors({ db: database.db, config, auth }));
  addEndpoint(app, endpoints.getCloudStatus, async () => platform.monitor.cloudStatus());
  addEndpoint(app, endpoints.getServiceStatuses, async ({ auth }) =>
    subscriptionServiceStatuses({ monitor: platform.monitor, auth }),
  );
  addEndpoint(app, endpoints.getUnhealthyServices, async ({ auth }) =>
    unhealthyServiceStatuses({ monitor: platform.monitor, auth }),
  );
  addEndpoint(app, endpoints.getDeploymentServiceStatus, async ({ auth, params }) =>
    deploymentServiceStatuses({ db: database.db, monitor: platform.monitor, auth, deploymentId: params.id }),
  );
};
