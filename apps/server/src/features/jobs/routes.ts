import { endpoints } from '@console/contract';
import type { RegisterRoutes } from '../../app-deps';
import { addEndpoint } from '../../http/add-endpoint';
import { cancelJob, dismissCompletedJobs, listJobs, retryFailedSteps, retryJob } from './service';

export const registerJobsRoutes: RegisterRoutes = (app, { database, live, jobs }) => {
  addEndpoint(app, endpoints.listJobs, async ({ auth }) => listJobs({ db: database.db, auth }));
  addEndpoint(app, endpoints.dismissJobs, async ({ auth }) => dismissCompletedJobs({ db: database.db, live, auth }));
  addEndpoint(app, endpoints.retryFailedJob, async ({ auth, params }) =>
    retryFailedSteps({ jobs, auth, correlationId: params.correlationId }),
  );
  addEndpoint(app, endpoints.retryJob, async ({ auth, params }) => retryJob({ jobs, auth, correlationId: params.correlationId }));
  addEndpoint(app, endpoints.cancelJob, async ({ auth, params }) =>
    cancelJob({ jobs, auth, correlationId: params.correlationId }),
  );
};
