import { describeIssues, hasUnstorableText, unstorableTextProblem, type Endpoint } from '@console/contract';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';

export type UploadedFile = { fileName: string; contentType: string; content: Uint8Array };

export type Upload = { file: UploadedFile | null; fields: unknown };

const maxStoredNameLength = 200;

const extensionOf = (fileName: string) => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot).toLowerCase();
};

/** The name a file is stored under: no folders, at most 200 characters, its ending kept. */
export const storedFileName = (fileName: string): string => {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  if (base.length <= maxStoredNameLength) return base;
  const extension = extensionOf(base);
  return base.slice(0, maxStoredNameLength - extension.length) + extension;
};

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

/** Why a multipart request could not be read, in the operator's words. */
const multipartProblem = (error: unknown, maxBytes: number, fileName: string | undefined): AppError => {
  const code = (error as { code?: string }).code;
  switch (code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new AppError('payloadTooLarge', `File: ${fileName ?? 'the file'} is larger than ${megabytes(maxBytes)}.`);
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError('payloadTooLarge', 'File: send one file and its form fields only.');
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError('unsupportedMediaType', 'File: send the file as a multipart form.');
    default:
      return new AppError('badRequest', 'File: the upload is not a well-formed multipart form; send it again.');
  }
};

/**
 * Reads an upload endpoint's one file and its text fields, checking the name's ending before a byte of
 * content is read and stopping at the size cap. A request that is not multipart has no file.
 */
export const readUpload = async (request: FastifyRequest, upload: NonNullable<Endpoint['upload']>): Promise<Upload> => {
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  if (!request.isMultipart()) {
    if (request.body !== undefined && request.body !== null) {
      throw new AppError('unsupportedMediaType', 'File: send the file as a multipart form.');
    }
    return { file: null, fields: parseFields(upload, fields) };
  }
  let currentName: string | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: upload.maxBytes, files: 1 } })) {
      // A NUL or half a character in a field's name or value, or in the file's name, never reaches the
      // database (issue 23: a NUL in a report's file name answered 500).
      if (hasUnstorableText(part.fieldname)) throw new AppError('badRequest', unstorableTextProblem([]));
      if (part.type === 'field') {
        if (typeof part.value !== 'string') throw new AppError('badRequest', `${part.fieldname}: expected text`);
        if (hasUnstorableText(part.value)) throw new AppError('badRequest', unstorableTextProblem([part.fieldname]));
        fields[part.fieldname] = part.value;
        continue;
      }
      if (hasUnstorableText(part.filename ?? '')) {
        throw new AppError('badRequest', unstorableTextProblem(['fileName']));
      }
      if (part.fieldname !== upload.field) {
        throw new AppError('badRequest', `File: send the file in the form field '${upload.field}'.`);
      }
      currentName = part.filename;
      const fileName = storedFileName(part.filename ?? '');
      if (!fileName) {
        await part.toBuffer();
        continue;
      }
      const extension = extensionOf(part.filename);
      if (!upload.extensions.includes(extension)) {
        const accepted = `only ${upload.extensions.join(', ')} files can be uploaded, not ${fileName}.`;
        if (upload.wrongEndingStatus === 400) throw new AppError('badRequest', `File: wrong type: ${accepted}`);
        throw new AppError('unsupportedMediaType', `File: ${accepted}`);
      }
      const content = await part.toBuffer();
      file = { fileName, contentType: part.mimetype, content: new Uint8Array(content) };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw multipartProblem(error, upload.maxBytes, currentName);
  }
  return { file, fields: parseFields(upload, fields) };
};

const parseFields = (upload: NonNullable<Endpoint['upload']>, fields: Record<string, string>): unknown => {
  if (!upload.fields) return undefined;
  const parsed = upload.fields.safeParse(fields);
  if (!parsed.success) throw new AppError('badRequest', describeIssues(parsed.error.issues));
  return parsed.data;
};
