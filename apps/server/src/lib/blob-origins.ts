import { BlobServiceClient } from '@azure/storage-blob';
import type { Config } from '../config';

/**
 * Where the browser may send a BACPAC's blocks beyond the console's own origin (the page's connect-src):
 * the configured storage account's blob endpoint; the embedded Azurite is served on the console's origin
 * (decision 109), which 'self' covers.
 */
export const blobConnectSources = (blob: Config['blob']): string[] =>
  blob.connectionString ? [new URL(BlobServiceClient.fromConnectionString(blob.connectionString).url).origin] : [];
