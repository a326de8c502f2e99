import { endpoints } from '@console/contract';
import type { RegisterRoutes } from '../../app-deps';
import { addEndpoint } from '../../http/add-endpoint';
import type { JobDefinition } from '../../jobs/types';
import { runAllRetentionPoliciesJob } from './retention-jobs';
import * as retention from './service';

/** doc2 §7 "Retention policies": the list and run-all (a job). */
export const registerRetentionPolicyRoutes: RegisterRoutes = (app, { database, jobs }) => {
  jobs.register(runAllRetentionPoliciesJob as JobDefinition<unknown>);
  addEndpoint(app, endpoints.listRetentionPolicies, async () => retention.listRetentionPolicies({ db: database.db }));
  addEndpoint(app, endpoints.runAllRetentionPolicies, async ({ auth }) =>
    retention.runAllRetentionPolicies({ db: database.db, auth, jobs }),
  );
};
