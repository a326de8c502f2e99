import { aircastExportFileName } from '@console/contract';

const pad = (n: number) => String(n).padStart(2, '0');

/** A calendar day as the server takes it (doc2 §9: YYYY-MM-DD), from the operator's local calendar. */
export const toServerDate = (date: Date): string => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** The range the page opens with: the last whole month. */
export const defaultRange = (now: Date): { from: string; to: string } => ({
  from: toServerDate(new Date(now.getFullYear(), now.getMonth() - 1, 1)),
  to: toServerDate(new Date(now.getFullYear(), now.getMonth(), 0)),
});

const isServerDate = (value: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return toServerDate(new Date(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate())) === value;
};

/** What stops an export of the range, in the form's words, or null when it can be exported. */
export const rangeProblem = (from: string, to: string): { field: 'from' | 'to'; message: string } | null => {
  if (!isServerDate(from)) return { field: 'from', message: 'Choose the first day to export' };
  if (!isServerDate(to)) return { field: 'to', message: 'Choose the last day to export' };
  if (from > to) return { field: 'from', message: 'From must not be after To' };
  return null;
};

/** The name the download gets (the server names it the same way; doc2 §9 DD_MMM_YYYY). */
export const exportFileName = (from: string, to: string): string => aircastExportFileName(from, to);
