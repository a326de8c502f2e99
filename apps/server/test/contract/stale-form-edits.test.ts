import { subscriptionHeader, versionTag } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from '../harness';
import { allEndpoints } from './requests';
import { createSampleFixture, requestOfSample, validSamples, type SampleFixture } from './valid-samples';

/**
 * Every form's save (contract `isFormEdit`), generated: two saves made from the same version of the
 * customer, sent at once, are one 200 and one 409 that names who saved first (issue 23, decision 006).
 * A new form edit joins by being declared; its valid sample (valid-samples.ts) is the save.
 */

const formEdits = allEndpoints.filter(({ endpoint }) => endpoint.isFormEdit);

it('finds the form edits the console has', () => {
  expect(formEdits.map(({ key }) => key)).toEqual(expect.arrayContaining(['updateCustomerName', 'updateGdsSettings']));
});

describe.each(testDatabases)('two saves of one form from the same version on %s', (kind) => {
  let t: TestApp;
  let fixture: SampleFixture;

  beforeAll(async () => {
    t = await createTestApp(kind);
    fixture = await createSampleFixture(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(formEdits.map(({ key, endpoint }) => [key, endpoint] as const))(
    '%s: one is saved, the other is told who saved first',
    async (key, endpoint) => {
      const sample = validSamples[key]!(fixture);
      const customerId = sample.params?.id;
      expect(customerId, `${key}'s sample names its customer`).toBeTruthy();
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/customers/${customerId}`,
        headers: await t.authHeaders('admin', { [subscriptionHeader]: fixture.subscriptionId }),
      });
      const { version } = read.json() as { version: number };
      const request = requestOfSample(endpoint, sample, fixture);
      const saveAs = async (operator: string) =>
        t.app.inject({
          method: request.method,
          url: request.url,
          payload: request.payload,
          headers: { ...(await t.authHeaders(operator, request.headers)), 'if-match': versionTag(version) },
        });
      const answers = await Promise.all([saveAs('admin'), saveAs('support')]);
      expect(answers.map((a) => a.statusCode).sort(), answers.map((a) => a.body).join('\n')).toEqual([200, 409]);
      const refused = answers.find((a) => a.statusCode === 409)!.json() as Record<string, unknown>;
      const saver = answers[0]!.statusCode === 200 ? 'Ada Admin' : 'Sam Support';
      expect(refused).toMatchObject({ changedBy: saver, currentVersion: version + 1 });
    },
  );
});
