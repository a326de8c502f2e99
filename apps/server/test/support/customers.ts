import { constants, reasonHeader, subscriptionHeader, type CustomerSearchResponse } from '@console/contract';
import { eq } from 'drizzle-orm';
import { customers, deployments, releaseChannels } from '../../src/db/schema';
import { seedSubscriptions } from '../../src/seed/seed';
import { indexCustomerSearchTerms } from '../../src/db/search-terms';
import type { TestApp } from '../harness';

export const production = seedSubscriptions[0]!.id;
export const staging = seedSubscriptions[1]!.id;

/** A known fleet: search semantics are asserted against names chosen for them. */
export const fleet = [
  { name: 'Acme Conferences', alias: 'acmeconferences' },
  { name: 'Acme Events', alias: 'acmeevents' },
  { name: 'Acorn Meetings', alias: 'acornmeetings' },
  { name: 'Global Conference Partners', alias: 'globalconferenc' },
  { name: 'Zenith Expo', alias: 'zenithexpo', isEnabled: false },
  { name: 'Harbour Summits', alias: 'harboursummits', isPinnedToReleaseChannel: true },
  ...['Alpha', 'Beta', 'Gamma', 'Delta', 'Sigma'].map((word) => ({ name: `Orbit ${word}`, alias: `orbit${word.toLowerCase()}` })),
];

/** Inserts the known fleet in production and one customer in staging; returns their ids by alias. */
export const seedFleet = async (t: TestApp) => {
  const ids = new Map<string, string>();
  const [stable] = await t.db.select().from(releaseChannels).where(eq(releaseChannels.name, 'Stable'));
  for (const c of fleet) {
    const [row] = await t.db
      .insert(customers)
      .values({ subscriptionId: production, emailDomain: constants.defaultEmailDomain, releaseChannelId: stable!.id, ...c })
      .returning();
    ids.set(c.alias, row!.id);
  }
  const [other] = await t.db
    .insert(customers)
    .values({ subscriptionId: staging, name: 'Acme Staging', alias: 'acmestaging', emailDomain: 'acme-staging.example' })
    .returning();
  await t.db.insert(deployments).values({
    customerId: ids.get('acmeevents')!,
    kind: 'azure',
    azureLocation: 'westeurope',
    resourceGroupName: 'rg-acmeevents',
  });
  await indexCustomerSearchTerms(t.db);
  return { ids, stagingCustomerId: other!.id };
};

/** Calls as an operator in production: status, parsed body and the x-reason header. */
export const operatorClient = (t: TestApp, subscriptionId = production) => {
  const get = async <T = CustomerSearchResponse>(url: string, subject = 'admin') => {
    const response = await t.app.inject({
      method: 'GET',
      url,
      headers: await t.authHeaders(subject, { [subscriptionHeader]: subscriptionId }),
    });
    return { status: response.statusCode, body: response.json() as T, reason: response.headers[reasonHeader] };
  };
  const post = async (url: string, payload?: unknown, method: 'POST' | 'DELETE' = 'POST') => {
    const response = await t.app.inject({
      method,
      url,
      headers: await t.authHeaders('admin', { [subscriptionHeader]: subscriptionId }),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: response.statusCode, body: response.body ? response.json() : null, reason: response.headers[reasonHeader] };
  };
  /** A quick-create request for a new customer in uksouth on a shared service. */
  const newCustomer = async (overrides: Record<string, unknown> = {}) => {
    const [service] = await get<{ id: string; location: string }[]>('/api/azure/cloudservices?type=Shared').then((r) =>
      r.body.filter((s) => s.location === 'uksouth'),
    );
    return {
      customerName: 'Brand New Events',
      customerAlias: 'brandnewevents',
      customerEmailDomain: 'brandnew.example',
      azureDeploymentDetails: {
        selectedAzureLocation: 'uksouth',
        selectedHostingPlan: 'Shared',
        selectedSharedCloudService: service!.id,
      },
      basePlanDetails: { firstDayOfWeek: 'Monday' },
      licenseDetails: {
        licenseOfferingId: 'Professional',
        currencyCode: 'GBP',
        activeUserRate: 24,
        additionalOfficeRate: 160,
        visualModeCost: 80,
        remoteAttendeeCost: 1.5,
        airCastPerHourCost: 90,
        paymentGatewayRate: 1.2,
        gracePeriodExpiryDate: '2027-01-31',
      },
      ...overrides,
    };
  };
  return { get, post, newCustomer };
};
