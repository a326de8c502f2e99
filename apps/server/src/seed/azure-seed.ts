import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { customers, redisCaches, serverPlans, storageAccounts, subscriptions } from '../db/schema';
import { hasCurrentCertificate, storeNewCertificate, writeConnectionResults } from '../features/management-certificate';

/**
 * The Azure screens' demo content (issue 28): a management certificate every subscription accepts, a few
 * storage accounts and redis caches per subscription, and peak load plans booked around today for some
 * customers with base plans (database autoscaling). Idempotent: each part only fills an empty table.
 */
export const seedAzureInfrastructure = async (db: Db, { secretsKey }: { secretsKey?: string }) => {
  const subs = await db.select().from(subscriptions).orderBy(asc(subscriptions.createdAt));
  if (subs.length === 0) return;
  if (secretsKey && !(await hasCurrentCertificate(db))) {
    await db.transaction(async (tx) => {
      const created = await storeNewCertificate({ db: tx, secretsKey, createdByName: null });
      await writeConnectionResults(tx, {
        kind: 'managementCertificate',
        thumbprint: created.thumbprint,
        checkedAtUtc: new Date().toISOString(),
        results: subs.map((s) => ({ subscriptionId: s.id, isConnected: true, reason: null })),
      });
    });
  }
  const [{ accounts } = { accounts: 0 }] = await db.select({ accounts: count() }).from(storageAccounts);
  if (accounts === 0) {
    await db.insert(storageAccounts).values(
      subs.flatMap((s, i) =>
        ['westeurope', 'australiaeast'].map((location, n) => ({
          name: `ea${i === 0 ? 'prod' : 'stg'}${location.slice(0, 10)}${String(n + 1).padStart(2, '0')}`,
          subscriptionId: s.id,
          location,
          isPremium: n === 0,
        })),
      ),
    );
    await db.insert(redisCaches).values(
      subs.flatMap((s, i) =>
        (i === 0 ? ['sessions', 'output-cache'] : ['sessions']).map((key) => ({
          name: `${key}-${i === 0 ? 'westeurope' : 'australiaeast'}${i === 0 ? '' : '-stg'}`,
          subscriptionId: s.id,
          location: i === 0 ? 'westeurope' : 'australiaeast',
          key,
        })),
      ),
    );
  }
  const peakPlans = await db
    .select()
    .from(serverPlans)
    .where(eq(serverPlans.category, 'PeakLoad'))
    .orderBy(asc(serverPlans.name));
  const [{ booked } = { booked: 0 }] = await db
    .select({ booked: count() })
    .from(customers)
    .where(sql`${customers.peakLoadPlanDetails} is not null`);
  if (peakPlans.length === 0 || booked > 0) return;
  const withBasePlans = await db
    .select({ id: customers.id })
    .from(customers)
    .where(and(sql`${customers.basePlanDetails} ? 'basePlanId'`, isNull(customers.peakLoadPlanDetails)))
    .orderBy(asc(customers.alias));
  const today = new Date();
  for (const [i, row] of withBasePlans.entries()) {
    if (i % 3 !== 0) continue;
    // Some windows cover today (scaled up now), the others are weeks ahead.
    const start = new Date(today.getTime() + (i % 2 === 0 ? -1 : 14 + i) * 24 * 3600 * 1000);
    await db
      .update(customers)
      .set({
        peakLoadPlanDetails: {
          peakStartDate: start.toISOString().slice(0, 10),
          peakDays: [3, 5, 7][i % 3]!,
          peakLoadPlanId: peakPlans[i % peakPlans.length]!.id,
        },
      })
      .where(eq(customers.id, row.id));
  }
};
