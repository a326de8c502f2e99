import { constants, messages, reasonHeader, subscriptionHeader, type CustomerSearchResponse, type Job } from '@console/contract';
import { eq } from 'drizzle-orm';
import { zipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, deployments, jobs, releaseChannels } from '../src/db/schema';
import { seedSubscriptions } from '../src/db/seed';
import { indexCustomerSearchTerms } from '../src/db/search-terms';
import { createTestApp, testDatabases, type TestApp } from './harness';

const production = seedSubscriptions[0]!.id;
const staging = seedSubscriptions[1]!.id;

/** A known fleet: search semantics are asserted against names chosen for them. */
const fleet = [
  { name: 'Acme Conferences', alias: 'acmeconferences' },
  { name: 'Acme Events', alias: 'acmeevents' },
  { name: 'Acorn Meetings', alias: 'acornmeetings' },
  { name: 'Global Conference Partners', alias: 'globalconferenc' },
  { name: 'Zenith Expo', alias: 'zenithexpo', isEnabled: false },
  { name: 'Harbour Summits', alias: 'harboursummits', isPinnedToReleaseChannel: true },
  ...['Alpha', 'Beta', 'Gamma', 'Delta', 'Sigma'].map((word) => ({ name: `Orbit ${word}`, alias: `orbit${word.toLowerCase()}` })),
];

const multipart = (fileName: string | null, content: Buffer | string) => {
  const boundary = '----console-test-boundary';
  const head = fileName
    ? `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`
    : `--${boundary}\r\nContent-Disposition: form-data; name="note"\r\n\r\n`;
  return {
    payload: Buffer.concat([
      Buffer.from(head),
      Buffer.isBuffer(content) ? content : Buffer.from(content),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
};

const rdl =
  '<?xml version="1.0"?><Report xmlns="http://schemas.microsoft.com/sqlserver/reporting/2016/01/reportdefinition"></Report>';

describe.each(testDatabases)('customers over HTTP on %s', (kind) => {
  let t: TestApp;
  const ids = new Map<string, string>();
  let stagingCustomerId: string;

  const get = async <T = CustomerSearchResponse>(url: string, subject = 'admin') => {
    const response = await t.app.inject({
      method: 'GET',
      url,
      headers: await t.authHeaders(subject, { [subscriptionHeader]: production }),
    });
    return { status: response.statusCode, body: response.json() as T, reason: response.headers[reasonHeader] };
  };
  const post = async (url: string, payload?: unknown, method: 'POST' | 'DELETE' = 'POST') => {
    const response = await t.app.inject({
      method,
      url,
      headers: await t.authHeaders('admin', { [subscriptionHeader]: production }),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: response.statusCode, body: response.body ? response.json() : null, reason: response.headers[reasonHeader] };
  };

  /** Waits until the job runner has finished every job started so far. */
  const settle = async () => {
    for (let i = 0; i < 200; i++) {
      const running = await t.db.select({ id: jobs.id }).from(jobs).where(eq(jobs.isCompleted, false));
      if (running.length === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('jobs did not finish');
  };

  beforeAll(async () => {
    // One customer always fails on the simulated platform, so failure paths and 'retry failed' can be seen.
    t = await createTestApp(kind, { customers: 0, env: { PLATFORM_FAIL_TARGETS: 'orbitdelta' } });
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
    stagingCustomerId = other!.id;
    await t.db.insert(deployments).values({
      customerId: ids.get('acmeevents')!,
      kind: 'azure',
      azureLocation: 'westeurope',
      resourceGroupName: 'rg-acmeevents',
    });
    await indexCustomerSearchTerms(t.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('search', () => {
    it('finds alias and name prefixes first, then fragments', async () => {
      const { status, body } = await get('/api/customers/search?query=acm');
      expect(status).toBe(200);
      expect(body.results.map((r) => r.alias)).toEqual(['acmeconferences', 'acmeevents']);
      expect(body.stats).toMatchObject({ totalResults: 2, isTotalExact: true, prefixMatches: 2, fragmentMatches: 0 });
      expect(body.query).toBe('acm');
      expect(body.queryTimeInSeconds).toBeGreaterThanOrEqual(0);

      const fragment = await get('/api/customers/search?query=conf');
      // 'conf' starts no alias or name but is inside three of them; none of another subscription.
      expect(fragment.body.results.map((r) => r.alias)).toEqual(['acmeconferences', 'globalconferenc']);
      expect(fragment.body.stats).toMatchObject({ totalResults: 2, prefixMatches: 0, fragmentMatches: 2 });

      const mixed = await get('/api/customers/search?query=Acme%20E');
      expect(mixed.body.results.map((r) => r.alias)).toEqual(['acmeevents']);
    });

    it('ranks an exact alias first and gives each result its links and state', async () => {
      const { body } = await get('/api/customers/search?query=acmeevents');
      expect(body.results[0]).toMatchObject({
        alias: 'acmeevents',
        name: 'Acme Events',
        isEnabled: true,
        state: 'active',
        releaseChannelName: 'Stable',
        webAppUrl: 'https://acmeevents.eventsair.example',
      });
      expect(body.results[0]!.logSearchUrl).toContain(encodeURIComponent("CustomerAlias = 'acmeevents'"));
    });

    it('suggests what was meant for a misspelling that finds little', async () => {
      const { body } = await get('/api/customers/search?query=conferances');
      expect(body.results).toEqual([]);
      expect(body.suggestions).toContain('conferences');
      const twoWords = await get('/api/customers/search?query=acme%20conferances');
      expect(twoWords.body.suggestions).toContain('acme conferences');
      // Five results are enough: no suggestions are looked for.
      const plenty = await get('/api/customers/search?query=orbit');
      expect(plenty.body.stats.totalResults).toBe(constants.customerSearch.suggestionThreshold);
      expect(plenty.body.suggestions).toEqual([]);
      const few = await get('/api/customers/search?query=orbit%20alpah');
      expect(few.body.suggestions).toContain('orbit alpha');
    });

    it('pages on the server and says when the result is partial', async () => {
      const first = await get('/api/customers/search?query=ac&pageSize=2');
      expect(first.body.stats.totalResults).toBe(3);
      expect(first.body.results).toHaveLength(2);
      expect(first.body.isPartial).toBe(true);
      const second = await get('/api/customers/search?query=ac&pageSize=2&page=2');
      expect(second.body.results.map((r) => r.alias)).toEqual(['acornmeetings']);
      const all = await get('/api/customers/search?query=ac');
      expect(all.body.isPartial).toBe(false);
    });

    it('treats LIKE wildcards in a query as text', async () => {
      const { body } = await get('/api/customers/search?query=%25%25%25');
      expect(body.results).toEqual([]);
    });

    it('browses by first letter, disabled, pinned and release channel, with counts', async () => {
      const letters = await get<{ letter: string; count: number }[]>('/api/customers/search/firstletters');
      expect(letters.body).toEqual([
        { letter: 'a', count: 3 },
        { letter: 'g', count: 1 },
        { letter: 'h', count: 1 },
        { letter: 'o', count: 5 },
        { letter: 'z', count: 1 },
      ]);
      const a = await get('/api/customers/search/firstletters/a');
      expect(a.body.results.map((r) => r.alias)).toEqual(['acmeconferences', 'acmeevents', 'acornmeetings']);
      expect((await get('/api/customers/search/disabled')).body.results.map((r) => r.alias)).toEqual(['zenithexpo']);
      expect((await get('/api/customers/search/releasechannels/pinned')).body.results.map((r) => r.alias)).toEqual([
        'harboursummits',
      ]);
      const [stable] = await t.db.select().from(releaseChannels).where(eq(releaseChannels.name, 'Stable'));
      const channel = await get(`/api/customers/search/releasechannels/${stable!.id}`);
      expect(channel.body.stats.totalResults).toBe(fleet.length);
      expect(channel.body.query).toBe('Stable');
    });

    it('answers bad search input with 400 naming the field', async () => {
      const page = await get('/api/customers/search?query=a&page=0');
      expect(page.status).toBe(400);
      expect(page.reason).toBe('Page must be at least 1.');
      const letter = await get('/api/customers/search/firstletters/ab');
      expect(letter.status).toBe(400);
      expect(letter.reason).toMatch(/^Letter /);
      const channel = await get('/api/customers/search/releasechannels/not-a-channel');
      expect(channel.status).toBe(400);
    });
  });

  describe('reference lists for quick create', () => {
    it('serves offerings, currencies, days, base plans, locations, shared services and plans from the database', async () => {
      expect((await get<{ id: string }[]>('/api/customers/licenseOfferings')).body.map((o) => o.id)).toContain('Unspecified');
      expect((await get<{ currencyCode: string }[]>('/api/customers/currencyRates')).body.map((r) => r.currencyCode)).toContain(
        'AUD',
      );
      expect((await get('/api/customers/daysOfWeek')).body).toEqual(constants.daysOfWeek);
      expect((await get<unknown[]>('/api/customers/basePlans')).body.length).toBeGreaterThan(0);
      const locations = await get<{ name: string; isSupported: boolean }[]>('/api/azure/locations');
      expect(locations.body.find((l) => l.name === 'brazilsouth')?.isSupported).toBe(false);
      const services = await get<{ type: string }[]>('/api/azure/cloudservices?type=Shared');
      expect(services.body.length).toBeGreaterThan(0);
      expect(services.body.every((s) => s.type === 'Shared')).toBe(true);
      expect((await get<unknown[]>('/api/azure/appserviceplans')).body.length).toBeGreaterThan(0);
      expect((await get<{ name: string }[]>('/api/releasechannels')).body.map((c) => c.name)).toEqual([
        'Beta',
        'Preview',
        'Stable',
      ]);
    });
  });

  describe('validators', () => {
    it.each([
      ['', 'A customer alias is required.'],
      ['averyveryverylongalias', 'The customer alias must be at most 15 characters.'],
      ['Acme-Events', 'The customer alias may only contain lower-case letters and digits.'],
      ['1acme', 'The customer alias must start with a letter.'],
      ['admin', 'The customer alias admin is reserved.'],
      ['acmeevents', 'The customer alias acmeevents is already taken.'],
      ['acmestaging', 'The customer alias acmestaging is already taken.'],
    ])('refuses the alias %j: %s', async (candidate, reason) => {
      const { status, body } = await post('/api/validate/customeralias', { candidate });
      expect(status).toBe(200);
      expect(body).toEqual({ isValid: false, reasons: [reason] });
    });

    it('accepts a free alias', async () => {
      expect((await post('/api/validate/customeralias', { candidate: 'brandnew' })).body).toEqual({ isValid: true, reasons: [] });
    });

    it.each([
      ['newalias', '', 'An Azure location is required.'],
      ['newalias', 'marsnorth', 'marsnorth is not an Azure location.'],
      ['newalias', 'brazilsouth', 'Customers cannot be deployed in Brazil South.'],
      ['acmeevents', 'westeurope', 'An Azure deployment for acmeevents already exists (resource group rg-acmeevents).'],
    ])('refuses the Azure deployment of %j in %j', async (customerAlias, location, reason) => {
      const { body } = await post('/api/validate/azuredeployment', { customerAlias, location });
      expect(body).toEqual({ isValid: false, reasons: [reason] });
    });

    it('accepts an Azure deployment in a supported location', async () => {
      expect((await post('/api/validate/azuredeployment', { customerAlias: 'newalias', location: 'uksouth' })).body.isValid).toBe(
        true,
      );
    });

    it.each([
      ['', 'An email domain is required.'],
      ['not a domain!', 'not is not a valid domain name.'],
      ['acme-staging.example', 'The email domain acme-staging.example is already used by another customer.'],
    ])('refuses the custom domains %j', async (candidate, reason) => {
      const { body } = await post('/api/validate/customdomains', { candidate });
      expect(body.isValid).toBe(false);
      expect(body.reasons).toContain(reason);
    });

    it('accepts new domains and the provider mail domain', async () => {
      const { body } = await post('/api/validate/customdomains', {
        candidate: `events.acme.example; ${constants.defaultEmailDomain}`,
      });
      expect(body).toEqual({ isValid: true, reasons: [] });
    });

    it('answers a missing candidate with 400 naming the field', async () => {
      const { status, reason } = await post('/api/validate/customeralias', {});
      expect(status).toBe(400);
      expect(reason).toBe('Value is required.');
    });
  });

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

  describe('quick create', () => {
    it('joins every failure reason into one message and creates nothing', async () => {
      const input = await newCustomer({
        customerAlias: 'acmeevents',
        customerEmailDomain: 'acme-staging.example',
        azureDeploymentDetails: { selectedAzureLocation: 'brazilsouth', selectedHostingPlan: 'Dedicated' },
      });
      const { status, body } = await post('/api/customers/quickcreate', input);
      expect(status).toBe(400);
      expect(body.errorMessage).toBe(
        'The customer alias acmeevents is already taken. Customers cannot be deployed in Brazil South. ' +
          'An Azure deployment for acmeevents already exists (resource group rg-acmeevents). ' +
          'The email domain acme-staging.example is already used by another customer.',
      );
      expect((await get('/api/customers/search?query=acmeevents')).body.results).toHaveLength(1);
    });

    it('refuses the hidden offering and a shared service of another location', async () => {
      const services = (await get<{ id: string; location: string }[]>('/api/azure/cloudservices')).body;
      const elsewhere = services.find((s) => s.location !== 'uksouth')!;
      const input = await newCustomer({ customerAlias: 'anothernew' });
      const { body } = await post('/api/customers/quickcreate', {
        ...input,
        azureDeploymentDetails: { ...input.azureDeploymentDetails, selectedSharedCloudService: elsewhere.id },
        licenseDetails: { ...input.licenseDetails, licenseOfferingId: 'Unspecified' },
      });
      expect(body.errorMessage).toContain('is not in uksouth.');
      expect(body.errorMessage).toContain('Choose a licence offering (Unspecified is not one).');
    });

    it('creates the customer in the provisioning state (201) and provisions it as a job', async () => {
      const { status, body } = await post('/api/customers/quickcreate', await newCustomer());
      expect(status).toBe(201);
      expect(body.customer).toMatchObject({ alias: 'brandnewevents', state: 'provisioning', isEnabled: true });
      expect(body.job).toMatchObject({ type: 'customer.provision', target: { type: 'customer', id: body.customer.id } });

      await settle();
      const after = await get('/api/customers/search?query=brandnewevents');
      expect(after.body.results[0]!.state).toBe('active');
      const again = await post('/api/validate/customeralias', { candidate: 'brandnewevents' });
      expect(again.body.isValid).toBe(false);
    });

    it('answers a malformed body with 400 naming the field', async () => {
      const { status, reason } = await post('/api/customers/quickcreate', { ...(await newCustomer()), customerName: '' });
      expect(status).toBe(400);
      expect(reason).toContain('Name is required.');
    });
  });

  describe('feature branches', () => {
    const branch = (customerAlias: string) => ({
      branchName: 'feature/search',
      customerAlias,
      version: '2026.7.0-search.3',
      selectedAzureLocation: 'westeurope',
      selectedHostingPlan: 'Dedicated',
      isDeployOnlineOnly: true,
      isDeployAsAppService: false,
    });

    it('validates the alias only', async () => {
      const taken = await post('/api/featurebranches', branch('acmeevents'));
      expect(taken.status).toBe(400);
      expect(taken.body.errorMessage).toBe('The customer alias acmeevents is already taken.');
    });

    it('creates a feature-branch customer outside production', async () => {
      const { status, body } = await post('/api/featurebranches', branch('fbsearch'));
      expect(status).toBe(201);
      expect(body.customer).toMatchObject({ alias: 'fbsearch', isFeatureBranch: true, state: 'provisioning' });
    });
  });

  describe('customer actions', () => {
    it('enables only a disabled customer and disables only an enabled one', async () => {
      const enabled = ids.get('acornmeetings')!;
      const refused = await post(`/api/customers/${enabled}/enable`);
      expect(refused.status).toBe(409);
      expect(refused.body.errorMessage).toBe('acornmeetings is already enabled');

      const disabling = await post(`/api/customers/${enabled}/disable`);
      expect(disabling.status).toBe(202);
      expect(disabling.body.type).toBe('customer.disable');
      await settle();
      expect((await get('/api/customers/search?query=acornmeetings')).body.results[0]!.isEnabled).toBe(false);
      expect((await post(`/api/customers/${enabled}/disable`)).status).toBe(409);
      expect((await post(`/api/customers/${enabled}/enable`)).status).toBe(202);
      await settle();
      expect((await get('/api/customers/search?query=acornmeetings')).body.results[0]!.isEnabled).toBe(true);
    });

    it('decommissions through a job and records the customer as a target in the audit', async () => {
      const id = ids.get('harboursummits')!;
      const { status, body } = await post(`/api/customers/${id}`, undefined, 'DELETE');
      expect(status).toBe(202);
      expect(body.type).toBe('customer.decommission');
      await settle();
      expect((await get('/api/customers/search?query=harboursummits')).body.results).toEqual([]);
      const audit = await get<{ events: { targetIds: string[]; path: string }[] }>(`/api/audit?customer=${id}`);
      expect(audit.body.events.map((e) => e.path)).toContain(`/api/customers/${id}`);
    });

    it('cannot see or act on a customer of another subscription', async () => {
      expect((await post(`/api/customers/${stagingCustomerId}/repair`)).status).toBe(404);
      expect((await post(`/api/customers/${stagingCustomerId}`, undefined, 'DELETE')).status).toBe(404);
      expect((await get('/api/customers/search?query=acmestaging')).body.results).toEqual([]);
    });

    it('runs a bulk repair as one job with a step and a result per customer', async () => {
      const targets = [ids.get('acmeconferences')!, ids.get('acmeevents')!, ids.get('zenithexpo')!];
      const { status, body } = await post('/api/customers/repair', { customerIds: targets });
      expect(status).toBe(202);
      expect(body.steps.map((s: { targetId: string }) => s.targetId)).toEqual(targets);
      await settle();
      const [done] = await t.db.select().from(jobs).where(eq(jobs.correlationId, body.correlationId));
      expect(done).toMatchObject({ isCompleted: true, isFaulted: false });
    });

    it('reports a result per customer and retries only the failures as a new job', async () => {
      const targets = [ids.get('orbitalpha')!, ids.get('orbitdelta')!, ids.get('orbitgamma')!];
      const { body } = await post('/api/customers/repair', { customerIds: targets });
      expect(body.canRetryFailed).toBe(false);
      const early = await post(`/api/jobs/${body.correlationId}/retryfailed`);
      expect([201, 409]).toContain(early.status);
      await settle();
      const listed = await get<{ jobs: Job[] }>('/api/jobs');
      const faulted = listed.body.jobs.find((j) => j.correlationId === body.correlationId)!;
      expect(faulted).toMatchObject({ isCompleted: true, isFaulted: true, canRetryFailed: true });
      expect(faulted.steps.map((s) => [s.targetId, s.state])).toEqual([
        [targets[0], 'succeeded'],
        [targets[1], 'failed'],
        [targets[2], 'succeeded'],
      ]);
      expect(faulted.steps[1]!.message).toContain('orbitdelta is listed in PLATFORM_FAIL_TARGETS');

      const retried = await post(`/api/jobs/${body.correlationId}/retryfailed`);
      expect(retried.status).toBe(201);
      expect(retried.body.steps.map((s: { targetId: string }) => s.targetId)).toEqual([targets[1]]);
      expect(retried.body.correlationId).not.toBe(body.correlationId);
      await settle();
    });

    it('refuses to retry a job that cannot, or that is not there', async () => {
      const single = await post(`/api/customers/${ids.get('orbitdelta')!}/repair`);
      await settle();
      const refused = await post(`/api/jobs/${single.body.correlationId}/retryfailed`);
      expect(refused.status).toBe(400);
      expect((await post(`/api/jobs/${crypto.randomUUID()}/retryfailed`)).status).toBe(404);
      const malformed = await post('/api/jobs/not-a-job/retryfailed');
      expect(malformed.status).toBe(400);
      expect(malformed.reason).toBe('Job must be an id.');
    });

    it('moves named customers to Front Door with the DNS choice, and sets the CDN for all settled customers', async () => {
      const move = await post('/api/customers/moveToFrontDoor', { customerIds: [ids.get('acmeevents')], isRepairDns: true });
      expect(move.status).toBe(202);
      await settle();
      const cdn = await post('/api/customers/setAzureCdn');
      expect(cdn.status).toBe(202);
      expect(cdn.body.steps.length).toBeGreaterThanOrEqual(5);
      const specific = await post('/api/customers/setAzureCdnForSpecific', { customerIds: [] });
      expect(specific.status).toBe(400);
      expect(specific.reason).toBe('Customers must name at least one customer.');
      await settle();
    });

    it('creates a support user for the customer named in both path and body', async () => {
      const id = ids.get('acmeevents')!;
      const mismatch = await post(`/api/customers/${id}/createSupportUser`, {
        customerId: ids.get('zenithexpo'),
        userName: 'help',
      });
      expect(mismatch.status).toBe(400);
      const created = await post(`/api/customers/${id}/createSupportUser`, { customerId: id, userName: 'support.desk' });
      expect(created.status).toBe(202);
      await settle();
      const [done] = await t.db.select().from(jobs).where(eq(jobs.correlationId, created.body.correlationId));
      expect(done).toMatchObject({ isCompleted: true, isFaulted: false });
    });
  });

  describe('custom report store', () => {
    const upload = async (id: string, fileName: string | null, content: Buffer | string) => {
      const body = multipart(fileName, content);
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/customers/${id}/customReportStore`,
        headers: { ...(await t.authHeaders('admin', { [subscriptionHeader]: production })), ...body.headers },
        payload: body.payload,
      });
      return { status: response.statusCode, body: response.json(), reason: response.headers[reasonHeader] };
    };

    it('lists, uploads and removes reports', async () => {
      const id = ids.get('acmeconferences')!;
      expect((await get(`/api/customers/${id}/customReportStore`)).body).toEqual([]);
      const stored = await upload(id, 'Registrations.rdl', rdl);
      expect(stored.status).toBe(201);
      expect(stored.body).toMatchObject({
        title: 'Registrations',
        fileName: 'Registrations.rdl',
        sizeBytes: rdl.length,
        uploadedBy: 'Ada Admin',
      });
      const zip = await upload(id, 'Bundle.zip', Buffer.from(zipSync({ 'Bundle/Attendees.rdl': new TextEncoder().encode(rdl) })));
      expect(zip.status).toBe(201);
      const list = await get<{ id: string; title: string }[]>(`/api/customers/${id}/customReportStore/`);
      expect(list.body.map((r) => r.title).sort()).toEqual(['Bundle', 'Registrations']);
      const removed = await post(`/api/customers/${id}/customReportStore/${stored.body.id}`, undefined, 'DELETE');
      expect(removed.status).toBe(204);
      expect((await get<unknown[]>(`/api/customers/${id}/customReportStore`)).body).toHaveLength(1);
      expect((await post(`/api/customers/${id}/customReportStore/${stored.body.id}`, undefined, 'DELETE')).status).toBe(404);
    });

    it('checks the file before storing it', async () => {
      const id = ids.get('acmeevents')!;
      const none = await upload(id, null, 'just a field');
      expect(none.status).toBe(400);
      expect(none.body.errorMessage).toBe(messages.reports.selectFile);
      expect((await upload(id, 'virus.exe', 'MZ')).status).toBe(415);
      expect((await upload(id, 'fake.zip', rdl)).status).toBe(415);
      expect((await upload(id, 'binary.rdl', Buffer.from([0xff, 0xfe, 0x00, 0x01]))).status).toBe(415);
      expect((await upload(id, 'empty.rdl', '')).status).toBe(400);
      const big = await upload(id, 'huge.xml', Buffer.alloc(constants.customReport.maxBytes + 10, 0x3c));
      expect(big.status).toBe(413);
      expect((await get<unknown[]>(`/api/customers/${id}/customReportStore`)).body).toEqual([]);
    });
  });
});

describe('in production', () => {
  it('refuses to create a feature branch', async () => {
    const t = await createTestApp('pglite', {
      customers: 0,
      env: { ENVIRONMENT: 'production', OIDC_ISSUER: 'https://login.example/tenant', OIDC_CLIENT_ID: 'console' },
    });
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/featurebranches',
        headers: await t.authHeaders('someone'),
        payload: {
          branchName: 'feature/x',
          customerAlias: 'fbx',
          version: '1.0.0',
          selectedAzureLocation: 'westeurope',
          selectedHostingPlan: 'Dedicated',
        },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().errorMessage).toBe('This is not available in production.');
      expect((await t.db.select().from(customers).where(eq(customers.alias, 'fbx'))).length).toBe(0);
    } finally {
      await t.close();
    }
  });
});
