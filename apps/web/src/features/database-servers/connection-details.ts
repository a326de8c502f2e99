/**
 * The ADO.NET connection string an application uses to reach a database on an Azure SQL server, without
 * the login: the operator adds the admin login and its password (revealed on demand) where it is used.
 */
export const connectionStringOf = (serverName: string, databaseName: string) =>
  [
    `Server=tcp:${serverName}.database.windows.net,1433`,
    `Initial Catalog=${databaseName}`,
    'Encrypt=True',
    'TrustServerCertificate=False',
    'Connection Timeout=30',
  ].join(';') + ';';

/** The databases a connection may name: master first, then the server's own, each once. */
export const connectableDatabases = (databases: readonly { databaseName: string }[]) => [
  'master',
  ...[...new Set(databases.map((d) => d.databaseName))].filter((name) => name !== 'master').sort(),
];
