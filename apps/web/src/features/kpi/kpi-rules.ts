import { kpiMaxRecipients, type KpiProcessInformation, type KpiRunStatus } from '@console/contract';

/** A date option (the first day of a month, YYYY-MM-DD) as operators read it: "October 2026". */
export const monthLabel = (date: string): string =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The recipients as typed, one per line or separated by commas or semicolons, without blanks or repeats. */
export const recipientsFromText = (text: string): string[] => [
  ...new Set(
    text
      .split(/[\n,;]+/)
      .map((r) => r.trim().toLowerCase())
      .filter(Boolean),
  ),
];

export const recipientsText = (recipients: readonly string[]): string => recipients.join('\n');

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is wrong with the typed recipients, in the words the form shows, or null. */
export const recipientsProblem = (recipients: readonly string[]): string | null => {
  const bad = recipients.filter((r) => !emailPattern.test(r));
  if (bad.length > 0) return `Not an email address: ${bad.join(', ')}`;
  if (recipients.length > kpiMaxRecipients) return `At most ${kpiMaxRecipients} recipients`;
  return null;
};

export const runStatusLabels: Record<KpiRunStatus, string> = {
  never: 'Never run',
  running: 'Running',
  succeeded: 'Succeeded',
  failed: 'Failed',
};

/** Whether the process information is worth reading again soon (a run is going on). */
export const isRunInProgress = (info: Pick<KpiProcessInformation, 'lastRunStatus'> | undefined) =>
  info?.lastRunStatus === 'running';
