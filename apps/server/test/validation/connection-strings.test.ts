import type { ValidationResult } from '@console/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serviceBusConnectionStringReasons, sqlConnectionStringReasons } from '../../src/features/validation';
import { seedSubscriptions } from '../../src/seed/seed';
import { createTestApp, type TestApp } from '../harness';

const subscriptionId = seedSubscriptions[0]!.id;

const secret = 'Sup3r-Secret-Value';
const goodSql = `Server=tcp:fleet.database.windows.net,1433;Initial Catalog=events;User ID=ops;Password=${secret};Encrypt=True`;
const goodBus = `Endpoint=sb://events.servicebus.windows.net/;SharedAccessKeyName=RootManageSharedAccessKey;SharedAccessKey=${secret}`;

describe('the SQL connection string rule', () => {
  it('accepts a complete string, with a user and password or integrated security', () => {
    expect(sqlConnectionStringReasons(goodSql)).toEqual([]);
    expect(sqlConnectionStringReasons('Data Source=db01;Database=events;Integrated Security=true')).toEqual([]);
    expect(sqlConnectionStringReasons('Server=db01;Database=events;Authentication=Active Directory Default')).toEqual([]);
  });

  it('names each missing or wrong part, never a value', () => {
    expect(sqlConnectionStringReasons(`Password=${secret};Colour=blue;Connect Timeout=soon`)).toEqual([
      'Unknown keyword: colour.',
      'Server (Data Source) is missing.',
      'Database (Initial Catalog) is missing.',
      'User ID is missing (or use Integrated Security or Authentication).',
      'Connection Timeout must be a number.',
    ]);
    expect(sqlConnectionStringReasons('Server=db01;Database=events;User ID=ops')).toEqual(['Password is missing.']);
    const unreadable = sqlConnectionStringReasons(`Server=db01;Password="${secret}`);
    expect(unreadable).toHaveLength(1);
    expect(unreadable[0]).toMatch(/^The connection string could not be read/);
    expect(JSON.stringify(unreadable)).not.toContain(secret);
    expect(sqlConnectionStringReasons('  ')).toEqual(['Enter a connection string.']);
  });
});

describe('the service bus connection string rule', () => {
  it('accepts an sb:// endpoint with a key or a signature', async () => {
    expect(await serviceBusConnectionStringReasons(goodBus)).toEqual([]);
    expect(
      await serviceBusConnectionStringReasons(
        'Endpoint=sb://events.servicebus.windows.net/;SharedAccessSignature=SharedAccessSignature sr=a&sig=b&se=1&skn=c',
      ),
    ).toEqual([]);
  });

  it('names each missing or wrong part, never a value', async () => {
    expect(await serviceBusConnectionStringReasons(`SharedAccessKeyName=k;SharedAccessKey=${secret}`)).toEqual([
      'Connection string should have an Endpoint key.',
    ]);
    expect(await serviceBusConnectionStringReasons(`Endpoint=sb://x/;SharedAccessKey=${secret}`)).toEqual([
      'Connection string with SharedAccessKey should have SharedAccessKeyName.',
    ]);
    expect(
      await serviceBusConnectionStringReasons(`Endpoint=https://x/;SharedAccessKeyName=k;SharedAccessKey=${secret}`),
    ).toEqual(['Endpoint must be an sb:// address.']);
    expect(await serviceBusConnectionStringReasons('Endpoint=sb://x/')).toEqual([
      'SharedAccessKeyName and SharedAccessKey (or SharedAccessSignature) are missing.',
    ]);
    const garbled = await serviceBusConnectionStringReasons(secret);
    expect(JSON.stringify(garbled)).not.toContain(secret);
  });
});

describe('the validators over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers whether the candidate is valid and why not', async () => {
    const check = async (path: string, candidate: string) =>
      (await t.callAs({ subscriptionId, method: 'POST', url: `/api/validate/${path}`, payload: { candidate } }))
        .body as ValidationResult;
    expect(await check('sqlconnectionstring', goodSql)).toEqual({ isValid: true, reasons: [] });
    expect(await check('sqlconnectionstring', 'Server=db01;Password=x')).toEqual({
      isValid: false,
      reasons: ['Database (Initial Catalog) is missing.', 'User ID is missing (or use Integrated Security or Authentication).'],
    });
    expect(await check('servicebusconnectionstring', goodBus)).toEqual({ isValid: true, reasons: [] });
    expect((await check('servicebusconnectionstring', 'Endpoint=sb://x/')).isValid).toBe(false);
  });
});
