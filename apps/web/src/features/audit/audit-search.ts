import { errorEventSources, type ErrorEventSource } from '@console/contract';
import { searchParam } from '../../lib/search-params';

export const auditViews = ['changes', 'errors'] as const;

export type AuditSearch = {
  operator?: string;
  customer?: string;
  text?: string;
  from?: string;
  to?: string;
  page?: number;
  pageSize?: number;
  /** Which record the screen shows: changes (the audit record, the default) or the console's own error events. */
  show?: (typeof auditViews)[number];
  source?: ErrorEventSource;
};

/** The Audit screen's filters live in the URL, so every view is a deep link. */
export const auditSearchSchema = (raw: Record<string, unknown>): AuditSearch => ({
  operator: searchParam.text(raw.operator),
  customer: searchParam.text(raw.customer),
  text: searchParam.text(raw.text),
  from: searchParam.text(raw.from),
  to: searchParam.text(raw.to),
  page: searchParam.wholeNumber(raw.page),
  pageSize: searchParam.wholeNumber(raw.pageSize),
  show: searchParam.oneOf(raw.show, auditViews),
  source: searchParam.oneOf(raw.source, errorEventSources),
});

/** `datetime-local` values are local time without a zone; the API takes ISO instants. */
export const localToIso = (value: string | undefined) => {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
};
