import { isChange } from '@console/contract';
import { asc, desc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, operators } from '../../src/db/schema';
import { createTestApp, productionEnv, testDatabases, type TestApp } from '../harness';
import { settle } from '../support/jobs';
import { allEndpoints } from './requests';
import { createSampleFixture, requestOfSample, validSamples, type SampleFixture } from './valid-samples';

/**
 * Every change endpoint (contract `isChange`), sent its valid sample once as admin, leaves exactly one
 * new audit record: this operator, the sample's targets, the outcome of the answer and the change
 * reason it was sent (issue 24). Calls that run outside a transaction (`runsOutsideTransaction`) are
 * recorded by the audit hook after they answered, and are swept the same. A new change endpoint fails
 * here until it is given a valid sample.
 */

const changeEndpoints = allEndpoints.filter(({ endpoint }) => isChange(endpoint));

it('sweeps the calls that run outside a transaction too', () => {
  // Their record is written by another path (the audit hook); the sweep must not leave them out.
  expect(changeEndpoints.filter(({ endpoint }) => endpoint.runsOutsideTransaction).map(({ key }) => key)).toEqual(
    expect.arrayContaining(['replayDeadLetters', 'replayAllDeadLetters', 'deleteDeadLetters', 'destroyAllDeadLetters']),
  );
});

describe.each(testDatabases)('one audit record per valid change on %s', (kind) => {
  // Calls that exist only in production (beta cleanup) are swept on an app of their own that runs as production.
  type Sweep = { t: TestApp; fixture: SampleFixture; admin: { id: string; name: string } };
  const sweeps = new Map<'everywhere' | 'production', Promise<Sweep>>();
  const sweepFor = (environment: 'everywhere' | 'production') => {
    if (!sweeps.has(environment))
      sweeps.set(
        environment,
        (async () => {
          const t = await createTestApp(kind, environment === 'production' ? { env: productionEnv } : {});
          const fixture = await createSampleFixture(t);
          const [admin] = await t.db
            .select({ id: operators.id, name: operators.name })
            .from(operators)
            .where(eq(operators.subject, 'admin'));
          return { t, fixture, admin: admin! };
        })(),
      );
    return sweeps.get(environment)!;
  };

  beforeAll(async () => {
    await sweepFor('everywhere');
  });
  afterAll(async () => {
    for (const sweep of sweeps.values()) await (await sweep).t.close();
  });

  // In the contract's order, one after the other: each sample is written to succeed whatever change ran before.
  it.each(changeEndpoints.map(({ key, endpoint }) => [key, endpoint] as const))(
    '%s records its valid call once, naming who, what, the outcome and why',
    async (key, endpoint) => {
      const { t, fixture, admin } = await sweepFor(endpoint.environment === 'productionOnly' ? 'production' : 'everywhere');
      const makeSample = validSamples[key];
      expect(makeSample, `${key} has a valid sample in valid-samples.ts`).toBeDefined();
      const sample = makeSample!(fixture);
      // What the console sends: a removal carries the reason its confirmation asked for (production needs it).
      if (endpoint.isDestructive) expect(sample.reason, `${key} is destructive: its sample sends a reason`).toBeTruthy();
      const request = requestOfSample(endpoint, sample, fixture);
      // One change at a time: the platform work a sample started (a TXT record job, a database update) has
      // ended before the next sample asks for more on the same target.
      await settle(t);
      const [last] = await t.db.select({ id: auditEvents.id }).from(auditEvents).orderBy(desc(auditEvents.id)).limit(1);
      const response = await t.app.inject({
        method: request.method,
        url: request.url,
        headers: { ...request.headers, ...(await t.authHeaders('admin')) },
        payload: request.payload,
      });
      const isRefusal = sample.outcome === 'failed';
      // A valid sample succeeds; one meant to be refused is refused by its handler, not the guard.
      if (isRefusal) expect([400, 404, 409], response.body).toContain(response.statusCode);
      else expect(response.statusCode, response.body).toBeLessThan(300);

      // Every record is written before the answer leaves (in the change's transaction, or by the hook).
      const records = await t.db
        .select()
        .from(auditEvents)
        .where(gt(auditEvents.id, last?.id ?? 0))
        .orderBy(asc(auditEvents.id));
      expect(records).toHaveLength(1);
      const [record] = records;
      expect(record).toMatchObject({
        operatorId: admin.id,
        operatorName: admin.name,
        subscriptionId: fixture.subscriptionId,
        method: endpoint.method,
        statusCode: response.statusCode,
        outcome: isRefusal ? 'failed' : 'succeeded',
        changeReason: sample.reason ?? null,
      });
      expect(record!.path.split('?')[0]).toBe(request.url.split('?')[0]);
      expect(record!.targetIds).toEqual(expect.arrayContaining(sample.targets));
    },
  );
});
