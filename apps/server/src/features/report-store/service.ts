import { constants, messages, type CustomReport } from '@console/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { customerReports } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { AuthContext } from '../../http/auth';
import { findCustomer, requireSubscription } from '../customers/customer-access';

const listColumns = {
  id: customerReports.id,
  title: customerReports.title,
  fileName: customerReports.fileName,
  sizeBytes: customerReports.sizeBytes,
  uploadedAt: customerReports.uploadedAt,
  uploadedBy: customerReports.uploadedBy,
};

const toReport = (row: {
  id: string;
  title: string;
  fileName: string;
  sizeBytes: number;
  uploadedAt: Date;
  uploadedBy: string | null;
}): CustomReport => ({
  id: row.id,
  title: row.title,
  fileName: row.fileName,
  sizeBytes: row.sizeBytes,
  uploadedAtUtc: row.uploadedAt.toISOString(),
  uploadedBy: row.uploadedBy,
});

export const listCustomReports = async ({ db, auth, customerId }: { db: Db; auth: AuthContext; customerId: string }) => {
  const customer = await findCustomer({ db, subscriptionId: requireSubscription(auth), id: customerId });
  const rows = await db
    .select(listColumns)
    .from(customerReports)
    .where(eq(customerReports.customerId, customer.id))
    .orderBy(desc(customerReports.uploadedAt));
  return rows.map(toReport);
};

const extensionOf = (fileName: string) => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot).toLowerCase();
};

const isXml = (content: Uint8Array) => {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(content.subarray(0, 4096));
  } catch {
    return false;
  }
  return text
    .replace(/^\uFEFF/, '')
    .trimStart()
    .startsWith('<');
};

const isZip = (content: Uint8Array) => content[0] === 0x50 && content[1] === 0x4b && content[2] === 0x03 && content[3] === 0x04;

/** Why a file cannot go into a report store, or null: the name, the size and the content are all checked. */
export const reportFileProblem = ({ fileName, content }: { fileName: string; content: Uint8Array }): AppError | null => {
  const extension = extensionOf(fileName);
  const allowed = constants.customReport.extensions;
  if (!allowed.includes(extension as (typeof allowed)[number])) {
    return new AppError('unsupportedMediaType', `file: only ${allowed.join(', ')} reports can be uploaded, not ${fileName}`);
  }
  if (content.byteLength === 0) return new AppError('badRequest', `file: ${fileName} is empty`);
  if (content.byteLength > constants.customReport.maxBytes) {
    return new AppError(
      'payloadTooLarge',
      `file: ${fileName} is larger than ${constants.customReport.maxBytes / 1024 / 1024} MB`,
    );
  }
  const isContentRight = extension === '.zip' ? isZip(content) : isXml(content);
  if (!isContentRight) {
    return new AppError(
      'unsupportedMediaType',
      `file: ${fileName} is not a ${extension === '.zip' ? 'zip archive' : 'report definition (XML)'}`,
    );
  }
  return null;
};

export type UploadedFile = { fileName: string; contentType: string; content: Uint8Array };

export const storeCustomReport = async ({
  db,
  auth,
  customerId,
  file,
}: {
  db: Db;
  auth: AuthContext;
  customerId: string;
  file: UploadedFile | null;
}) => {
  const customer = await findCustomer({ db, subscriptionId: requireSubscription(auth), id: customerId });
  if (!file || !file.fileName)
    throw new AppError('badRequest', `file: ${messages.reports.selectFile}`, messages.reports.selectFile);
  const fileName = file.fileName.split(/[\\/]/).pop()!.slice(0, 255);
  const problem = reportFileProblem({ fileName, content: file.content });
  if (problem) throw problem;
  const title = fileName.replace(/\.[^.]+$/, '');
  const [row] = await db
    .insert(customerReports)
    .values({
      customerId: customer.id,
      title,
      fileName,
      contentType: file.contentType || 'application/octet-stream',
      sizeBytes: file.content.byteLength,
      content: Buffer.from(file.content),
      uploadedBy: auth.operator.name,
    })
    .returning(listColumns);
  return toReport(row!);
};

export const deleteCustomReport = async ({
  db,
  auth,
  customerId,
  reportId,
}: {
  db: Db;
  auth: AuthContext;
  customerId: string;
  reportId: string;
}) => {
  const customer = await findCustomer({ db, subscriptionId: requireSubscription(auth), id: customerId });
  const deleted = await db
    .delete(customerReports)
    .where(and(eq(customerReports.id, reportId), eq(customerReports.customerId, customer.id)))
    .returning({ id: customerReports.id });
  if (deleted.length === 0)
    throw new AppError('notFound', `Report ${reportId} was not found in the report store of ${customer.alias}`);
};
