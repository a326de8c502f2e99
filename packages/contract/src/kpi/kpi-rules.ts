// The KPI rules the server and the browser share, without zod (the browser loads this file alone).

/** How many months back the KPI date options reach (the first day of each, newest first). */
export const kpiDateOptionMonths = 12;

/** The KPI recipients an operator may list (a short mailing list, not a distribution system). */
export const kpiMaxRecipients = 20;

export const kpiNotesMaxLength = 1000;

/**
 * The dates KPI data can be generated for: the first day of each of the last `kpiDateOptionMonths`
 * months (the current month first), as YYYY-MM-DD (doc2 §9: dates sent to the server). UTC.
 */
export const kpiDateOptionsAt = (now: Date): string[] =>
  Array.from({ length: kpiDateOptionMonths }, (_, i) =>
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1)).toISOString().slice(0, 10),
  );

export const kpiRunStatuses = ['never', 'running', 'succeeded', 'failed'] as const;

export type KpiRunStatus = (typeof kpiRunStatuses)[number];
