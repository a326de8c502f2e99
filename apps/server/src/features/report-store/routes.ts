import { constants, endpoints } from '@console/contract';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../http/app';
import { addEndpoint } from '../../http/add-endpoint';
import { AppError } from '../../http/app-error';
import { deleteCustomReport, listCustomReports, storeCustomReport, type UploadedFile } from './service';

/** Reads the one uploaded file, stopping at the size cap; a request that is not multipart has no file. */
const readUploadedFile = async (request: FastifyRequest): Promise<UploadedFile | null> => {
  if (!request.isMultipart()) return null;
  const part = await request.file({ limits: { fileSize: constants.customReport.maxBytes, files: 1 } });
  if (!part) return null;
  const content = await part.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(
        'payloadTooLarge',
        `file: ${part.filename} is larger than ${constants.customReport.maxBytes / 1024 / 1024} MB`,
      );
    }
    throw error;
  });
  return { fileName: part.filename, contentType: part.mimetype, content: new Uint8Array(content) };
};

export const registerReportStoreRoutes: AppDeps['register'] = (app, { database }) => {
  addEndpoint(app, endpoints.listCustomReports, async ({ auth, params }) =>
    listCustomReports({ db: database.db, auth, customerId: params.id }),
  );
  addEndpoint(app, endpoints.uploadCustomReport, async ({ auth, params, request }) =>
    storeCustomReport({ db: database.db, auth, customerId: params.id, file: await readUploadedFile(request) }),
  );
  addEndpoint(app, endpoints.deleteCustomReport, async ({ auth, params }) =>
    deleteCustomReport({ db: database.db, auth, customerId: params.id, reportId: params.reportId }),
  );
};
