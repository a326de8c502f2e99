import {
  BlobSASPermissions,
  BlobServiceClient,
  generateBlobSASQueryParameters,
  StorageSharedKeyCredential,
} from '@azure/storage-blob';
import { mkdirSync } from 'node:fs';
import type { RequestListener } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Where the default database's BACPAC is uploaded (doc2 §7 "Direct blob upload"): Azure Storage when
 * BLOB_CONNECTION_STRING is set, otherwise Azurite (the storage emulator, an npm dependency) started
 * inside this process on a local port with its data in the data folder — so `npm start` needs nothing
 * else installed. The browser writes the blob itself with a SAS address scoped to that one blob; the
 * embedded Azurite's address is on the console's own origin (`emulatorPathPrefix`, decision 109).
 */
export type BlobSettings = {
  /** Azure Storage; unset, the embedded Azurite is used. */
  connectionString: string | undefined;
  container: string;
  blobName: string;
  /** The embedded Azurite's port; 0 picks a free one. */
  emulatorPort: number;
  /** The embedded Azurite keeps its blobs in memory, not in the data folder (tests). */
  isEmulatorInMemory: boolean;
  /** How long an upload address may be used. */
  sasMinutes: number;
};

/**
 * Where the console's own origin serves the embedded Azurite's upload blob: a same-origin address needs
 * no CORS preflight per block, and a browser that reaches the console reaches it (decision 109).
 */
export const emulatorPathPrefix = '/blob';

export type BlobStorage = {
  /**
   * A SAS address that may read (HEAD), create and write the default database's blob, and nothing else,
   * for `sasMinutes`. The embedded Azurite's is under `origin` (the console's, as the browser reached it).
   */
  uploadUri: ({ origin }: { origin: string }) => Promise<string>;
  /**
   * The embedded Azurite: the upload blob's path as the console serves it (under `emulatorPathPrefix`,
   * decoded) and Azurite's own request handler, which answers it in this process. Null with Azure Storage.
   */
  emulator: { uploadPath: string; handler: () => Promise<RequestListener> } | null;
  /** The default database's blob as stored: its size, or null when there is none. */
  defaultDatabaseBlob: () => Promise<{ sizeBytes: number } | null>;
  /** The first bytes of the default database's blob (its content check), or null when there is none. */
  readDefaultDatabaseStart: (length: number) => Promise<Buffer | null>;
  /** Removes the default database's blob (one that failed its content check). */
  deleteDefaultDatabase: () => Promise<void>;
  /** Starts the storage (the embedded Azurite) now rather than on the first upload address. */
  warmUp: () => Promise<void>;
  /** The account's client (tests and the bench check what arrived). */
  client: () => Promise<BlobServiceClient>;
  close: () => Promise<void>;
};

/** Azurite's published development account (its docs; not a secret). */
const emulatorAccount = 'devstoreaccount1';
const emulatorKey = 'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';

type AzuriteServer = {
  start: () => Promise<void>;
  close: () => Promise<void>;
  getHttpServerAddress: () => string;
  /** Azurite's own HTTP server; its one request listener is Azurite's request handler. */
  httpServer: { listeners: (event: 'request') => RequestListener[] };
};

/** Azurite ships no types and no ES module entry for its servers; they are loaded as CommonJS. */
const startAzurite = async (
  dataDir: string,
  port: number,
  isInMemory: boolean,
): Promise<{ server: AzuriteServer; handler: RequestListener; endpoint: string }> => {
  const require = createRequire(import.meta.url);
  const { default: BlobServer } = require('azurite/dist/src/blob/BlobServer') as {
    default: new (config: unknown) => AzuriteServer;
  };
  const { default: BlobConfiguration } = require('azurite/dist/src/blob/BlobConfiguration') as {
    default: new (...args: unknown[]) => unknown;
  };
  const location = path.join(dataDir, 'azurite');
  if (!isInMemory) mkdirSync(location, { recursive: true });
  const config = new BlobConfiguration(
    '127.0.0.1',
    port,
    5,
    path.join(location, '__azurite_db_blob__.json'),
    path.join(location, '__azurite_db_blob_extent__.json'),
    [{ locationId: 'Default', locationPath: path.join(location, '__blobstorage__'), maxConcurrency: 10 }],
    false, // access log
    undefined,
    false, // debug log
    undefined,
    true, // loose: accept headers Azurite does not implement
    true, // skip the API version check: the SDK may be newer than the emulator
    '',
    '',
    '',
    undefined,
    false,
    isInMemory,
  );
  const server = new BlobServer(config);
  await server.start();
  const [handler] = server.httpServer.listeners('request');
  if (!handler) throw new Error('Azurite started without a request handler');
  return { server, handler, endpoint: `${server.getHttpServerAddress()}/${emulatorAccount}` };
};

export const createBlobStorage = ({ settings, dataDir }: { settings: BlobSettings; dataDir: string }): BlobStorage => {
  let started: Promise<{
    service: BlobServiceClient;
    credential: StorageSharedKeyCredential;
    /** The embedded Azurite's request handler; null with Azure Storage. */
    handler: RequestListener | null;
    close: () => Promise<void>;
  }> | null = null;

  const start = async () => {
    if (settings.connectionString) {
      const service = BlobServiceClient.fromConnectionString(settings.connectionString);
      if (!(service.credential instanceof StorageSharedKeyCredential)) {
        throw new Error('BLOB_CONNECTION_STRING must carry an account key (AccountName and AccountKey) to sign upload addresses');
      }
      await service.getContainerClient(settings.container).createIfNotExists();
      return { service, credential: service.credential, handler: null, close: async () => undefined };
    }
    const { server, handler, endpoint } = await startAzurite(dataDir, settings.emulatorPort, settings.isEmulatorInMemory);
    const credential = new StorageSharedKeyCredential(emulatorAccount, emulatorKey);
    const service = new BlobServiceClient(endpoint, credential);
    // No CORS rule: the browser sends the blocks to the console's own origin (emulatorPathPrefix).
    await service.getContainerClient(settings.container).createIfNotExists();
    return { service, credential, handler, close: () => server.close() };
  };

  const ready = () => {
    started ??= start().catch((error: unknown) => {
      started = null;
      throw error;
    });
    return started;
  };

  const isEmulated = !settings.connectionString;

  return {
    emulator: isEmulated
      ? {
          // Path-style, as Azurite reads it: account, container, blob (not percent-encoded).
          uploadPath: `${emulatorPathPrefix}/${emulatorAccount}/${settings.container}/${settings.blobName}`,
          handler: async () => (await ready()).handler!,
        }
      : null,
    uploadUri: async ({ origin }) => {
      const { service, credential } = await ready();
      const blob = service.getContainerClient(settings.container).getBlockBlobClient(settings.blobName);
      const startsOn = new Date(Date.now() - 60_000);
      const expiresOn = new Date(Date.now() + settings.sasMinutes * 60_000);
      // A blob SAS (sr=b): this one blob; read for the HEAD, create and write for the blocks and the list.
      const query = generateBlobSASQueryParameters(
        {
          containerName: settings.container,
          blobName: settings.blobName,
          permissions: BlobSASPermissions.parse('rcw'),
          startsOn,
          expiresOn,
        },
        credential,
      ).toString();
      return isEmulated ? `${origin}${emulatorPathPrefix}${new URL(blob.url).pathname}?${query}` : `${blob.url}?${query}`;
    },
    defaultDatabaseBlob: async () => {
      const { service } = await ready();
      const blob = service.getContainerClient(settings.container).getBlockBlobClient(settings.blobName);
      try {
        const properties = await blob.getProperties();
        return { sizeBytes: properties.contentLength ?? 0 };
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode === 404) return null;
        throw error;
      }
    },
    readDefaultDatabaseStart: async (length) => {
      const { service } = await ready();
      const blob = service.getContainerClient(settings.container).getBlockBlobClient(settings.blobName);
      try {
        return await blob.downloadToBuffer(0, length);
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode === 404) return null;
        throw error;
      }
    },
    deleteDefaultDatabase: async () => {
      const { service } = await ready();
      await service.getContainerClient(settings.container).getBlockBlobClient(settings.blobName).deleteIfExists();
    },
    warmUp: async () => {
      await ready();
    },
    client: async () => (await ready()).service,
    close: async () => {
      const current = started;
      started = null;
      if (current) await (await current.catch(() => null))?.close();
    },
  };
};
