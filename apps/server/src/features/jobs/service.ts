import type { Job } from '@console/contract';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../identity/auth-context';
import { deleteCompletedJobs, listJobsOf, toJob } from '../../jobs/job-store';
import { pushJob } from '../../jobs/job-pushes';
import type { Jobs } from '../../jobs/types';
import type { Live } from '../../live/live';

const subscriptionOf = (auth: AuthContext): string => {
  if (!auth.subscriptionId) throw new AppError('forbidden', 'You are not a member of any subscription');
  return auth.subscriptionId;
};

/** The subscription's jobs, newest first, so the drawer has them before any push arrives. */
export const listJobs = async ({ db, auth }: { db: Db; auth: AuthContext }): Promise<{ jobs: Job[] }> => ({
  jobs: (await listJobsOf(db, subscriptionOf(auth))).map(toJob),
});

/** Dismisses every completed job of the subscription and tells every console that they are gone. */
export const dismissCompletedJobs = async ({
  db,
  live,
  auth,
}: {
  db: Db;
  live: Live;
  auth: AuthContext;
}): Promise<{ dismissedCount: number }> => {
  const removed = await deleteCompletedJobs(db, subscriptionOf(auth));
  for (const row of removed) pushJob(live, { row, steps: [] }, 'removed');
  return { dismissedCount: removed.length };
};

/** 'retry failed': a new job over only the targets whose steps failed. */
export const retryFailedSteps = async ({
  jobs,
  auth,
  correlationId,
}: {
  jobs: Jobs;
  auth: AuthContext;
  correlationId: string;
}): Promise<Job> => jobs.retryFailed({ correlationId, subscriptionId: subscriptionOf(auth), operatorId: auth.operator.id });

/** Runs a faulted job again, from its failed step or from the start (its action decides). */
export const retryJob = async ({
  jobs,
  auth,
  correlationId,
}: {
  jobs: Jobs;
  auth: AuthContext;
  correlationId: string;
}): Promise<Job> => jobs.retry({ correlationId, subscriptionId: subscriptionOf(auth) });

/** Asks a running job to stop before its next step, naming the operator who asked. */
export const cancelJob = async ({
  jobs,
  auth,
  correlationId,
}: {
  jobs: Jobs;
  auth: AuthContext;
  correlationId: string;
}): Promise<Job> => jobs.cancel({ correlationId, subscriptionId: subscriptionOf(auth), operatorName: auth.operator.name });
