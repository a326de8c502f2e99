import { and, asc, eq } from 'drizzle-orm';
import { customers, hostedApplications, hostingGroups } from '../../src/db/schema';
import { createTestApp, testDatabases } from '../harness';
import { describeDriverConformance } from './driver-conformance';

/** A customer of the seeded fleet that has running applications, by position. */
const customerWithApplications = async (db: Awaited<ReturnType<typeof createTestApp>>['db'], offset: number) => {
  const [row] = await db
    .selectDistinct({ customerId: customers.id, alias: customers.alias })
    .from(customers)
    .innerJoin(hostedApplications, eq(hostedApplications.customerId, customers.id))
    .where(eq(hostedApplications.state, 'running'))
    .orderBy(asc(customers.alias))
    .offset(offset)
    .limit(1);
  return row!;
};

for (const kind of testDatabases) {
  describeDriverConformance(`simulated (${kind})`, async () => {
    // The failing customer is named before the app starts, as PLATFORM_FAIL_TARGETS is set in production.
    const probe = await createTestApp(kind);
    const failingAlias = (await customerWithApplications(probe.db, 1)).alias;
    await probe.close();
    const t = await createTestApp(kind, { env: { PLATFORM_FAIL_TARGETS: failingAlias } });
    const [group] = await t.db.select().from(hostingGroups).orderBy(asc(hostingGroups.hostingGroupIdentifier)).limit(1);
    const customer = await customerWithApplications(t.db, 0);
    const [failing] = await t.db
      .select({ customerId: customers.id, alias: customers.alias })
      .from(customers)
      .where(and(eq(customers.alias, failingAlias)));
    return {
      platform: t.platform,
      customer,
      failingCustomer: failing!,
      hostingGroup: { hostingGroupId: group!.id, identifier: group!.hostingGroupIdentifier },
      subscriptionId: group!.subscriptionId,
      close: () => t.close(),
    };
  });
}
