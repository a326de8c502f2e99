import { BlobServiceClient } from '@azure/storage-blob';
import type { Config } from '../config';

/**
 * Where the browser may send a BACPAC's blocks (the page's connect-src): the configured storage
 * account's blob endpoint, or the embedded Azurite on this machine, whose port is chosen at run time.
 */
export const blobConnectSources = (blob: Config['blob']): string[] =>
  blob.connectionString
    ? [new URL(BlobServiceClient.fromConnectionString(blob.connectionString).url).origin]
    : ['http://127.0.0.1:*'];
