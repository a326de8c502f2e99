import { constants, type CustomerSearchResponse } from '@console/contract';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, releaseChannels } from '../../src/db/schema';
import { createCustomerSearchIndex, listenerName, type CustomerSearchIndex } from '../../src/features/customers/search-index';
import * as search from '../../src/features/customers/search-service';
import { createTestApp, testDatabases, type TestApp } from '../harness';
import { operatorClient, production, seedFleet } from '../support/customers';
import { eventually } from '../support/eventually';
import { settle } from '../support/jobs';

const withoutTime = ({ queryTimeInSeconds: _, ...answer }: CustomerSearchResponse) => answer;

/** The in-memory copy (search-index.ts) must answer exactly as the SQL search, and stay fresh. */
describe.each(testDatabases)('customer search index on %s', (kind) => {
  let t: TestApp;
  let index: CustomerSearchIndex;
  let client: ReturnType<typeof operatorClient>;
  /** Another connection to the same database, as another console process or an operator in psql has. */
  let other: { execute: (text: string) => Promise<unknown>; close: () => Promise<void> };

  beforeAll(async () => {
    t = await createTestApp(kind, { customers: 500 });
    await seedFleet(t);
    client = operatorClient(t);
    index = createCustomerSearchIndex({ database: t.database, log: t.server.log });
    if (kind === 'postgres') {
      const connection = new pg.Client({ connectionString: t.database.url });
      await connection.connect();
      other = { execute: (text) => connection.query(text), close: () => connection.end() };
    } else {
      other = { execute: (text) => t.database.pglite!.query(text), close: async () => undefined };
    }
  }, 120_000);
  afterAll(async () => {
    await other?.close();
    await index?.close();
    await t?.close();
  });

  it('answers every kind of search as SQL does', async () => {
    const deps = { db: t.db, config: t.config, subscriptionId: production, page: 1, pageSize: 100 };
    const sample = (
      (await t.db.execute(
        sql`select name, alias from customers where subscription_id = ${production} order by md5(alias) limit 25`,
      )) as unknown as { rows: { name: string; alias: string }[] }
    ).rows;
    const queries = [
      ...sample.flatMap((c) => [
        c.name,
        c.name.toUpperCase(),
        c.alias,
        c.alias.slice(0, 1),
        c.alias.slice(0, 2),
        c.alias.slice(0, 4),
        c.alias.slice(2, 5),
        c.name.slice(3, 9),
        c.name
          .split(' ')[0]!
          .toLowerCase()
          .replace(/(.)(.)$/, '$2$1'),
        [...c.alias].reverse().join(''),
        `${c.name.split(' ')[0]} xq`,
      ]),
      'acme conferances',
      'orbit alpah',
      'conferances',
      "o'reilly",
      '%_%',
      'zürich',
      'a-b',
    ];
    let compared = 0;
    for (const query of queries) {
      for (const page of [
        { page: 1, pageSize: 100 },
        { page: 2, pageSize: 3 },
      ]) {
        const inSql = await search.searchCustomers({ ...deps, ...page, query });
        const inMemory = await search.searchCustomers({ ...deps, ...page, index, query });
        // Past the limit SQL keeps whichever rows it met first: only the flag must agree.
        if (!inSql.stats.isTotalExact) {
          expect(inMemory.stats.isTotalExact, query).toBe(false);
          continue;
        }
        expect(withoutTime(inMemory), query).toEqual(withoutTime(inSql));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(queries.length);

    const letters = [...'abcdefghijklmnopqrstuvwxyz0'];
    for (const letter of letters) {
      for (const page of [
        { page: 1, pageSize: 100 },
        { page: 3, pageSize: 7 },
      ]) {
        const inSql = await search.searchByFirstLetter({ ...deps, ...page, letter });
        expect(withoutTime(await search.searchByFirstLetter({ ...deps, ...page, index, letter })), letter).toEqual(
          withoutTime(inSql),
        );
      }
    }
    const sqlLetters = await search.listFirstLetters(deps);
    expect(sqlLetters.length).toBeGreaterThan(5);
    expect(await search.listFirstLetters({ ...deps, index })).toEqual(sqlLetters);
    expect(withoutTime(await search.searchDisabled({ ...deps, index }))).toEqual(withoutTime(await search.searchDisabled(deps)));
    expect(withoutTime(await search.searchPinned({ ...deps, index, page: 2, pageSize: 10 }))).toEqual(
      withoutTime(await search.searchPinned({ ...deps, page: 2, pageSize: 10 })),
    );
    for (const channel of await t.db.select().from(releaseChannels)) {
      expect(withoutTime(await search.searchByReleaseChannel({ ...deps, index, channelId: channel.id }))).toEqual(
        withoutTime(await search.searchByReleaseChannel({ ...deps, channelId: channel.id })),
      );
    }
  }, 120_000);

  it('sees at once what another connection changed by hand', async () => {
    // Read once so that the copy exists before the changes.
    expect((await client.get('/api/customers/search?query=acmeevents')).body.results[0]?.name).toBe('Acme Events');

    await other.execute(`update customers set name = 'Quokka Gatherings' where alias = 'acmeevents'`);
    const renamed = await client.get('/api/customers/search?query=quokka');
    expect(renamed.body.results.map((r) => r.alias)).toEqual(['acmeevents']);
    expect((await client.get('/api/customers/search?query=acme%20events')).body.results.map((r) => r.alias)).not.toContain(
      'acmeevents',
    );

    await other.execute(`update customers set is_enabled = false where alias = 'orbitbeta'`);
    expect((await client.get('/api/customers/search/disabled?pageSize=500')).body.results.map((r) => r.alias)).toContain(
      'orbitbeta',
    );

    await other.execute(`update release_channels set name = 'Steady' where name = 'Stable'`);
    expect((await client.get('/api/customers/search?query=quokka')).body.results[0]?.releaseChannelName).toBe('Steady');
    await other.execute(`update release_channels set name = 'Stable' where name = 'Steady'`);

    await other.execute(`delete from customers where alias = 'orbitgamma'`);
    const gone = await client.get('/api/customers/search?query=orbit');
    expect(gone.body.results.map((r) => r.alias)).not.toContain('orbitgamma');
    expect(gone.body.stats.totalResults).toBe(4);

    // Changed customers are searched beside the copy's trigram index until it is built again.
    await other.execute(`update customers set name = name || ' Quokka' where alias in ('orbitalpha', 'zenithexpo')`);
    const deps = { db: t.db, config: t.config, subscriptionId: production, page: 1, pageSize: 100 };
    for (const query of ['quokka', 'okka', 'uokk', 'gath', 'orbit', 'rbit', 'acme', 'events', 'xpo', 'alpha q']) {
      expect(withoutTime(await search.searchCustomers({ ...deps, index, query })), query).toEqual(
        withoutTime(await search.searchCustomers({ ...deps, query })),
      );
    }
  });

  it.runIf(kind === 'postgres')('searches in SQL while its listener is down, then listens again', async () => {
    expect((await client.get('/api/customers/search?query=orbitdelta')).body.results[0]?.name).toBe('Orbit Delta');
    const listeners = `select pg_terminate_backend(pid) from pg_stat_activity
      where application_name = '${listenerName}' and datname = current_database()`;
    await other.execute(listeners);
    await other.execute(`update customers set name = 'Orbit Delta Renamed' where alias = 'orbitdelta'`);
    expect((await client.get('/api/customers/search?query=orbitdelta')).body.results[0]?.name).toBe('Orbit Delta Renamed');
    // Back after the retry (polled, not slept: decision 030): the copy is loaded again and follows changes.
    const listening = async () => {
      const { rows } = (await other.execute(
        `select count(*)::int as n from pg_stat_activity where application_name = '${listenerName}' and datname = current_database()`,
      )) as { rows: { n: number }[] };
      expect(rows[0]!.n).toBeGreaterThan(0);
    };
    await eventually(listening);
    await other.execute(`update customers set name = 'Orbit Delta' where alias = 'orbitdelta'`);
    expect((await client.get('/api/customers/search?query=orbitdelta')).body.results[0]?.name).toBe('Orbit Delta');
  });

  it('finds a customer the console just created and a change it just made', async () => {
    const created = await client.post(
      '/api/customers/quickcreate',
      await client.newCustomer({ customerName: 'Wombat Symposia', customerAlias: 'wombatsymposia' }),
    );
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect((await client.get('/api/customers/search?query=wombat')).body.results.map((r) => r.alias)).toEqual(['wombatsymposia']);
    // A misspelling of the new name's word is suggested from the terms the creation added.
    expect((await client.get('/api/customers/search?query=symopsia')).body.suggestions).toContain('symposia');

    const [acorn] = await t.db.select().from(customers).where(eq(customers.alias, 'acornmeetings'));
    expect((await client.post(`/api/customers/${acorn!.id}/disable`)).status).toBe(202);
    await settle(t);
    const list = await client.get(`/api/customers/search/disabled?pageSize=${constants.customerSearch.maxPageSize}`);
    expect(list.body.results.map((r) => r.alias)).toContain('acornmeetings');
  });
});
