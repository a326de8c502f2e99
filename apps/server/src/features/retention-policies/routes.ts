import { endpoints } from '@console/contract';
import type { RegisterRoutes } from '../../app-deps';
import { addEndpoint } from '../../http/add-endpoint';
import type { JobDefinition } from '../../jobs/types';
import { runAllRetentionPoliciesJob } from './retention-jobs';
import { dueCheckMs } from './retention-rules';
import * as retention from './service';

/** doc2 §7 "Retention policies": the list and run-all (a job). */
export const registerRetentionPolicyRoutes: RegisterRoutes = (app, { database, jobs, log }) => {
  jobs.register(runAllRetentionPoliciesJob as JobDefinition<unknown>);
  addEndpoint(app, endpoints.listRetentionPolicies, async () => retention.listRetentionPolicies({ db: database.db }));
  addEndpoint(app, endpoints.runAllRetentionPolicies, async ({ auth }) =>
    retention.runAllRetentionPolicies({ db: database.db, auth, jobs }),
  );
  // The daily schedule behind "next run"; checked every quarter hour, never at start (a fresh
  // database's policies are first due a day after they were made).
  const timer = setInterval(
    () =>
      void retention
        .runDuePolicies({ db: database.db, jobs })
        .catch((error: unknown) => log.warn({ err: error }, 'the due retention policies could not be started')),
    dueCheckMs,
  );
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
};
