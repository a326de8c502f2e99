import { constants } from '@console/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { releaseChannels } from '../../src/db/schema';
import { createTestApp, testDatabases, type TestApp } from '../harness';
import { fleet, operatorClient, seedFleet } from '../support/customers';

/** Reads only: no test here creates or changes a customer, so exact counts hold in any order. */
describe.each(testDatabases)('customer search and reference data on %s', (kind) => {
  let t: TestApp;
  let client: ReturnType<typeof operatorClient>;
  const get: ReturnType<typeof operatorClient>['get'] = (...args) => client.get(...args);
  const post: ReturnType<typeof operatorClient>['post'] = (...args) => client.post(...args);

  beforeAll(async () => {
    t = await createTestApp(kind, { customers: 0 });
    client = operatorClient(t);
    await seedFleet(t);
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
      // The spec's order (doc1 quick create), written out: not the constant the server serves it from.
      expect((await get('/api/customers/daysOfWeek')).body).toEqual([
        'Monday',
        'Tuesday',
        'Wednesday',
        'Thursday',
        'Friday',
        'Saturday',
        'Sunday',
      ]);
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
      ['not a domain!', '“not a domain!” is not a valid domain name: enter one like mail.example.com.'],
      ['mail.example.com; bad_domain', '“bad_domain” is not a valid domain name: enter one like mail.example.com.'],
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
});
