import { constants, subscriptionHeader, type Deployment } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, deploymentHostingGroups, deployments, hostingGroups } from '../../src/db/schema';
import { seedSubscriptions } from '../../src/seed/seed';
import { createTestApp, testDatabases, type TestApp } from '../harness';

const production = seedSubscriptions[0]!.id;
const staging = seedSubscriptions[1]!.id;

describe.each(testDatabases)("a customer's deployments on %s", (kind) => {
  let t: TestApp;
  let customerId: string;
  let emptyId: string;
  let stagingId: string;

  const get = async (url: string, subscription = production) => {
    const response = await t.app.inject({
      method: 'GET',
      url,
      headers: await t.authHeaders('support', { [subscriptionHeader]: subscription }),
    });
    return { status: response.statusCode, body: response.json() as unknown };
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { customers: 0 });
    const insert = async (subscriptionId: string, alias: string) => {
      const [row] = await t.db
        .insert(customers)
        .values({ subscriptionId, name: alias, alias, emailDomain: constants.defaultEmailDomain })
        .returning();
      return row!.id;
    };
    customerId = await insert(production, 'deplco');
    emptyId = await insert(production, 'deplnone');
    stagingId = await insert(staging, 'deplstaging');
    const [group] = await t.db
      .insert(hostingGroups)
      .values({ subscriptionId: production, hostingGroupIdentifier: 'hg-test-deployments', kind: 'onsite' })
      .returning();
    const [azure] = await t.db
      .insert(deployments)
      .values({ customerId, kind: 'azure', azureLocation: 'eastus', resourceGroupName: 'rg-deplco' })
      .returning();
    await t.db.insert(deployments).values({ customerId, kind: 'onsite', isEnabled: false });
    await t.db.insert(deploymentHostingGroups).values({ deploymentId: azure!.id, hostingGroupId: group!.id });
    await t.db.insert(deployments).values({ customerId: stagingId, kind: 'azure' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists each deployment with its state, location, resource group and hosting groups', async () => {
    const { status, body } = await get(`/api/customers/${customerId}/deployments/`);
    expect(status).toBe(200);
    const list = body as Deployment[];
    expect(list).toHaveLength(2);
    const azure = list.find((d) => d.kind === 'azure')!;
    expect(azure).toMatchObject({
      customerId,
      isEnabled: true,
      azureLocation: 'eastus',
      resourceGroupName: 'rg-deplco',
      hostingGroupIdentifiers: ['hg-test-deployments'],
    });
    expect(azure.hostingGroupIds).toHaveLength(1);
    expect(list.find((d) => d.kind === 'onsite')).toMatchObject({ isEnabled: false, hostingGroupIds: [] });
  });

  it('answers an empty list for a customer without deployments', async () => {
    expect(await get(`/api/customers/${emptyId}/deployments`)).toEqual({ status: 200, body: [] });
  });

  it("does not show another subscription's customer", async () => {
    expect((await get(`/api/customers/${stagingId}/deployments`)).status).toBe(404);
    expect((await get(`/api/customers/${stagingId}/deployments`, staging)).status).toBe(200);
  });
});
