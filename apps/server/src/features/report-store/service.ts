import { constants, messages, type CustomReport } from '@console/contract';
import { and, desc, eq } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { unzipSync } from 'fflate';
import type { Db } from '../../db/database';
import { customerReports } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../identity/auth-context';
import type { UploadedFile } from '../../http/read-upload';
import { findCustomer, requireSubscription } from '../customers';

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

const reportDefinitionExtensions = ['.rdl', '.rdlc', '.xml'];

/** A report definition: well-formed XML (UTF-8) whose root element is `Report`, whatever its namespace. */
export const isReportDefinition = (content: Uint8Array): boolean => {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(content).replace(/^\uFEFF/, '');
  } catch {
    return false;
  }
  if (XMLValidator.validate(text) !== true) return false;
  const document = new XMLParser({
    ignoreAttributes: true,
    ignoreDeclaration: true,
    ignorePiTags: true,
    removeNSPrefix: true,
  }).parse(text) as Record<string, unknown>;
  const roots = Object.keys(document).filter((key) => key !== '#text' && key !== '#comment');
  return roots.length === 1 && roots[0] === 'Report';
};

/** A zip of reports: an archive that opens and holds at least one report definition, each of them valid. */
const isReportArchive = (content: Uint8Array): boolean => {
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(content, {
      filter: (file) =>
        reportDefinitionExtensions.includes(extensionOf(file.name)) && file.originalSize <= constants.customReport.maxBytes,
    });
  } catch {
    return false;
  }
  const reports = Object.values(entries);
  return reports.length > 0 && reports.every(isReportDefinition);
};

/** Why a file cannot go into a report store, or null: its name was checked on arrival, its size and content here. */
export const reportFileProblem = ({ fileName, content }: { fileName: string; content: Uint8Array }): AppError | null => {
  const extension = extensionOf(fileName);
  if (content.byteLength === 0) return new AppError('badRequest', `File: ${fileName} is empty.`);
  if (content.byteLength > constants.customReport.maxBytes) {
    return new AppError(
      'payloadTooLarge',
      `File: ${fileName} is larger than ${constants.customReport.maxBytes / 1024 / 1024} MB.`,
    );
  }
  const isContentRight = extension === '.zip' ? isReportArchive(content) : isReportDefinition(content);
  if (!isContentRight) {
    return new AppError(
      'unsupportedMediaType',
      extension === '.zip'
        ? `File: ${fileName} is not a zip archive of report definitions (.rdl, .rdlc).`
        : `File: ${fileName} is not a report definition (well-formed XML whose root element is Report).`,
    );
  }
  return null;
};

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
  if (!file) throw new AppError('badRequest', `File: ${messages.reports.selectFile}`, messages.reports.selectFile);
  const problem = reportFileProblem({ fileName: file.fileName, content: file.content });
  if (problem) throw problem;
  const title = file.fileName.replace(/\.[^.]+$/, '');
  const [row] = await db
    .insert(customerReports)
    .values({
      customerId: customer.id,
      title,
      fileName: file.fileName,
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
