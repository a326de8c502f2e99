import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { hostingGroups } from '../../db/schema';
import { platformStep } from '../../jobs/platform-steps';
import type { JobDefinition } from '../../jobs/types';

export type SelfTestPayload = {
  subscriptionId: string;
  subscriptionName: string;
  hostingGroups: { id: string; identifier: string }[];
};

/**
 * The platform self-test: reaches the database, then probes every hosting group of the subscription
 * through the platform driver. Each group is its own step, so one unreachable group does not hide
 * the others; the job faults if any failed.
 */
export const selfTestJob: JobDefinition<SelfTestPayload> = {
  type: 'operations.platformSelfTest',
  describe: (payload) => ({
    name: 'Platform self-test',
    target: { type: 'fleet', id: payload.subscriptionId, name: payload.subscriptionName },
  }),
  onStepFailure: 'continue',
  steps: (payload) => [
    {
      name: 'Reach the console database',
      run: async ({ db }) => {
        await db.execute(sql`select 1`);
        return { message: 'The database answered' };
      },
    },
    ...payload.hostingGroups.map((group) =>
      platformStep<SelfTestPayload, 'hostingGroup.probe'>({
        name: `Probe ${group.identifier}`,
        operation: 'hostingGroup.probe',
        target: { hostingGroupId: group.id, identifier: group.identifier },
        targetId: group.id,
      }),
    ),
  ],
};

export const hostingGroupsToProbe = async (db: Db, subscriptionId: string) =>
  db
    .select({ id: hostingGroups.id, identifier: hostingGroups.hostingGroupIdentifier })
    .from(hostingGroups)
    .where(eq(hostingGroups.subscriptionId, subscriptionId))
    .orderBy(hostingGroups.hostingGroupIdentifier);
