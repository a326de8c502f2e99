import { blobBlockSize } from '@console/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error';
import { emulatorPathPrefix, type BlobStorage } from './blob-storage';

const notTheUpload = 'Only the default database upload is stored here.';

/** The block list of the largest upload (50,000 blocks, Azure's limit, each id 8 characters) fits. */
const blockListLimitBytes = 4 * 1024 * 1024;

/**
 * Why a request under `emulatorPathPrefix` is not handed to the embedded Azurite, or null. Only what the
 * upload address allows passes (doc2 §7 "Direct blob upload"): reading the one upload blob (the browser's
 * HEAD) and PUT of its blocks and block list, signed by a SAS address (Azurite checks the signature) and
 * never by the account key, which is published; a block no larger than doc2 §9's, a block list of a
 * bounded size.
 */
const whyNotForwarded = (request: Pick<FastifyRequest, 'method' | 'url' | 'headers'>, uploadPath: string): AppError | null => {
  const [pathPart = '', queryPart = ''] = request.url.split('?', 2);
  let path: string;
  try {
    path = decodeURIComponent(pathPart);
  } catch {
    path = '';
  }
  const query = new URLSearchParams(queryPart);
  if (path !== uploadPath) return new AppError('notFound', notTheUpload);
  if (!query.has('sig') || request.headers.authorization) {
    return new AppError('forbidden', 'The upload address is signed: ask the console for a new one.');
  }
  if (request.method !== 'PUT') return null;
  const part = query.get('comp');
  if (part !== 'block' && part !== 'blocklist') {
    return new AppError('badRequest', 'comp: the upload sends blocks (comp=block) and then their list (comp=blocklist).');
  }
  const length = Number(request.headers['content-length']);
  const limit = part === 'block' ? blobBlockSize : blockListLimitBytes;
  if (!Number.isInteger(length) || length < 0) {
    return new AppError('badRequest', 'Content-Length: say how many bytes are sent.');
  }
  if (length > limit) return new AppError('payloadTooLarge', `Content-Length: at most ${limit} bytes are accepted here.`);
  return null;
};

/**
 * The embedded Azurite on the console's own origin (decision 109): the browser's block PUTs are
 * same-origin, so none needs a CORS preflight, and they are answered by Azurite's request handler in
 * this process, with no second hop. The request is handed over before Fastify reads its body.
 */
export const registerEmulatorUploads = (app: FastifyInstance, emulator: NonNullable<BlobStorage['emulator']>) => {
  app.route({
    method: ['GET', 'HEAD', 'PUT'],
    url: `${emulatorPathPrefix}/*`,
    schema: { hide: true },
    // A 100 MB file is 382 blocks; the SAS address, not the rate of requests, limits who may write.
    config: { rateLimit: false },
    onRequest: async (request, reply) => {
      const refusal = whyNotForwarded(request, emulator.uploadPath);
      if (refusal) throw refusal;
      const handle = await emulator.handler();
      reply.hijack();
      request.raw.url = request.raw.url!.slice(emulatorPathPrefix.length);
      handle(request.raw, reply.raw);
    },
    // Never reached: the request was handed over (or refused) in onRequest.
    handler: async () => {
      throw new AppError('notFound', notTheUpload);
    },
  });
};
