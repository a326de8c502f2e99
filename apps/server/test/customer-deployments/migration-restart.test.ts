import { constants, subscriptionHeader, type ComputeMigration } from '@console/contract';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  cloudServices,
  computeMigrations,
  customers,
  deploymentHostingGroups,
  deployments,
  hostingGroups,
} from '../../src/db/schema';
import { seedIfEmpty, seedSubscriptions } from '../../src/seed/seed';
import { createIdentity } from '../../src/identity/identity';
import { createServer } from '../../src/server';
import { freshDatabase, signDevToken, testConfig, testDatabases } from '../harness';
import { eventually } from '../support/eventually';

const production = seedSubscriptions[0]!.id;

describe.each(testDatabases)('a compute migration survives a restart on %s', (kind) => {
  it('is handed back mid-phase when the process stops, and the next process finishes it', async () => {
    const { database, drop } = await freshDatabase(kind);
    const servers: Awaited<ReturnType<typeof createServer>>[] = [];
    try {
      await seedIfEmpty(database.db, { customers: 0 });
      // Realistic phase durations in the first process: it stops while the migration prepares.
      const slow = testConfig({ PLATFORM_SPEED: '1' });
      const identity = await createIdentity(slow, database.db);
      const first = await createServer({ config: slow, database, identity });
      servers.push(first);
      const db = database.db;
      const [customer] = await db
        .insert(customers)
        .values({
          subscriptionId: production,
          name: 'restartmig',
          alias: 'restartmig',
          emailDomain: constants.defaultEmailDomain,
        })
        .returning();
      const [a, b] = await db
        .select()
        .from(cloudServices)
        .where(and(eq(cloudServices.subscriptionId, production), eq(cloudServices.location, 'eastus')))
        .orderBy(asc(cloudServices.serviceName));
      const [group] = await db.select().from(hostingGroups).where(eq(hostingGroups.hostingGroupIdentifier, 'hg-eastus-01'));
      const [deployment] = await db
        .insert(deployments)
        .values({ customerId: customer!.id, kind: 'azure', azureLocation: 'eastus', cloudServiceId: a!.id })
        .returning();
      await db.insert(deploymentHostingGroups).values({ deploymentId: deployment!.id, hostingGroupId: group!.id });
      await first.app.ready();
      const token = await signDevToken({ database, identity, config: slow }, 'support');
      const response = await first.app.inject({
        method: 'POST',
        url: `/api/customers/${customer!.id}/deployments/${deployment!.id}/computemigrations`,
        headers: { authorization: `Bearer ${token}`, [subscriptionHeader]: production },
        payload: { sourceCloudServiceId: a!.id, targetCloudServiceId: b!.id, isMoveToAppService: false },
      });
      expect(response.statusCode).toBe(202);
      const migration = response.json<ComputeMigration>();
      const job = { correlationId: migration.jobCorrelationId! };
      const stateOf = async () => (await db.select().from(computeMigrations).where(eq(computeMigrations.id, migration.id)))[0]!;
      await eventually(async () => expect((await stateOf()).state).toBe('preparing'));
      await first.close();
      servers.pop();
      // Stopped mid-way: the recorded state is kept; it did not end.
      expect(['preparing', 'migrating']).toContain((await stateOf()).state);

      const fast = testConfig();
      const second = await createServer({ config: fast, database, identity: await createIdentity(fast, database.db) });
      servers.push(second);
      await eventually(async () => expect((await stateOf()).state).toBe('completed'), { timeoutMs: 60_000 });
      const finished = await eventually(async () => {
        const found = await second.jobs.get(job.correlationId);
        expect(found?.isCompleted).toBe(true);
        return found!;
      });
      expect(finished.isFaulted).toBe(false);
      const [moved] = await db.select().from(deployments).where(eq(deployments.id, deployment!.id));
      expect(moved!.cloudServiceId).toBe(b!.id);
    } finally {
      for (const server of servers) await server.close();
      await drop();
    }
  }, 120_000);
});
