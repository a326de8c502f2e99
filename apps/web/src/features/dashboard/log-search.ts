/** Where a log search for errors opens: the log server's event search, or the console's own Audit screen. */
export type LogSearchLink =
  { kind: 'logServer'; href: string } | { kind: 'audit'; search: { show: 'errors'; from?: string; to?: string } };

/** A `datetime-local` value (local time, to the minute): the Audit screen's filters take these. */
export const toLocalInput = (date: Date) => {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
};

const quote = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * A log search for errors in the current environment, optionally in one time range (an hour of the
 * chart). With a log server it opens the server's event search filtered to errors of this
 * environment; without one, the Audit screen's error view.
 */
export const logSearchLink = ({
  logServerUrl,
  environment,
  from,
  to,
}: {
  logServerUrl: string | null;
  environment: string;
  from?: Date;
  to?: Date;
}): LogSearchLink => {
  if (!logServerUrl) {
    return {
      kind: 'audit',
      search: { show: 'errors', ...(from ? { from: toLocalInput(from) } : {}), ...(to ? { to: toLocalInput(to) } : {}) },
    };
  }
  const query = new URLSearchParams({ filter: `@Level in ['Error', 'Fatal'] and Environment = ${quote(environment)}` });
  if (from) query.set('from', from.toISOString());
  if (to) query.set('to', to.toISOString());
  return { kind: 'logServer', href: `${logServerUrl}/#/events?${query.toString()}` };
};
