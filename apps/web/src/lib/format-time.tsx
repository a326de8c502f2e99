/**
 * The one time-zone rule of the console: times are shown in the operator's local time zone, and the
 * same instant in UTC is given on hover (the title), so what the platform logs in UTC can be matched.
 */
const utcFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

export type TimeStyle = 'dateTime' | 'date' | 'time';

const asDate = (value: string | number | Date) => (value instanceof Date ? value : new Date(value));

/** The instant in the operator's local time zone (date and time, the date, or the time of day). */
export const formatLocalTime = (value: string | number | Date, style: TimeStyle = 'dateTime'): string => {
  const date = asDate(value);
  if (Number.isNaN(date.getTime())) return 'unknown';
  switch (style) {
    case 'dateTime':
      return date.toLocaleString();
    case 'date':
      return date.toLocaleDateString();
    case 'time':
      return date.toLocaleTimeString();
    default: {
      const exhaustive: never = style;
      return exhaustive;
    }
  }
};

/** The same instant in UTC, for the hover text: "2026-11-28 05:12:15 UTC". */
export const formatUtcTime = (value: string | number | Date): string => {
  const date = asDate(value);
  if (Number.isNaN(date.getTime())) return 'unknown';
  const parts = Object.fromEntries(utcFormat.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second} UTC`;
};

/** A time as the console shows it: local, with the UTC time on hover and the instant for machines. */
export const LocalTime = ({ value, style = 'dateTime' }: { value: string | number | Date; style?: TimeStyle }) => {
  const date = asDate(value);
  return (
    <time dateTime={Number.isNaN(date.getTime()) ? undefined : date.toISOString()} title={formatUtcTime(date)}>
      {formatLocalTime(date, style)}
    </time>
  );
};
