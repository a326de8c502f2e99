import { describe, expect, it } from 'vitest';
import { connectableDatabases, connectionStringOf } from './connection-details';

describe('database server connection details', () => {
  it('builds the connection string of a database on the server, without a login or password', () => {
    const text = connectionStringOf('sql-uksouth-01', 'acme_events');
    expect(text).toBe(
      'Server=tcp:sql-uksouth-01.database.windows.net,1433;Initial Catalog=acme_events;Encrypt=True;TrustServerCertificate=False;Connection Timeout=30;',
    );
    expect(text).not.toMatch(/Password|User ID/i);
  });

  it('offers master first, then the server databases once each, sorted', () => {
    expect(connectableDatabases([{ databaseName: 'zeta' }, { databaseName: 'alpha' }, { databaseName: 'zeta' }])).toEqual([
      'master',
      'alpha',
      'zeta',
    ]);
    expect(connectableDatabases([])).toEqual(['master']);
  });
});
