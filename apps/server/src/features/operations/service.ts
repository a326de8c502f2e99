import type { Job } from '@console/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { subscriptions } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../identity/auth-context';
import type { Jobs } from '../../jobs/types';
import { hostingGroupsToProbe, selfTestJob } from './self-test-job';

export const startPlatformSelfTest = async ({ db, jobs, auth }: { db: Db; jobs: Jobs; auth: AuthContext }): Promise<Job> => {
  const subscriptionId = auth.subscriptionId;
  if (!subscriptionId) throw new AppError('forbidden', 'You are not a member of any subscription');
  const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
  const groups = await hostingGroupsToProbe(db, subscriptionId);
  return jobs.start(selfTestJob, {
    payload: { subscriptionId, subscriptionName: subscription?.name ?? subscriptionId, hostingGroups: groups },
    subscriptionId,
    operatorId: auth.operator.id,
  });
};
