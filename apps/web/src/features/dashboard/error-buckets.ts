import { constants, type ErrorSlice } from '@console/contract';
import { countOf } from '../../lib/plural';

const hourMs = 60 * 60 * 1000;

export type ErrorBucket = {
  /** The hour's start (ISO, UTC). */
  hour: string;
  /** The hour's end (ISO, UTC): a log search for the bucket covers [hour, end). */
  end: string;
  /** The hour as the operator reads it, in their time zone. */
  label: string;
  count: number;
};

const defaultLabel = (date: Date) => date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/**
 * The error chart's bars: one per hour for the last 24 hours, oldest first, ending with the current
 * hour. Hours the log source returned nothing for count 0; a slice's count is the sum of its rows'
 * first column. Slices outside the window are ignored.
 */
export const hourlyBuckets = (
  slices: readonly ErrorSlice[],
  now: Date,
  { hours = constants.dashboard.errorChartHours, label = defaultLabel }: { hours?: number; label?: (date: Date) => string } = {},
): ErrorBucket[] => {
  const counts = new Map<number, number>();
  for (const slice of slices) {
    const at = Date.parse(slice.Time);
    if (Number.isNaN(at)) continue;
    const hour = Math.floor(at / hourMs) * hourMs;
    const count = slice.Rows.reduce((sum, row) => sum + (Number.isFinite(row[0]) ? row[0]! : 0), 0);
    counts.set(hour, (counts.get(hour) ?? 0) + count);
  }
  const current = Math.floor(now.getTime() / hourMs) * hourMs;
  return Array.from({ length: hours }, (_, i) => {
    const start = current - (hours - 1 - i) * hourMs;
    return {
      hour: new Date(start).toISOString(),
      end: new Date(start + hourMs).toISOString(),
      label: label(new Date(start)),
      count: counts.get(start) ?? 0,
    };
  });
};

/** A sentence that says what the chart shows, for screen readers and the chart's accessible name. */
export const describeBuckets = (buckets: readonly ErrorBucket[]): string => {
  const total = buckets.reduce((sum, b) => sum + b.count, 0);
  if (total === 0) return `No errors in the last ${buckets.length} hours`;
  const peak = buckets.reduce((max, b) => (b.count > max.count ? b : max), buckets[0]!);
  return `${countOf(total, { one: 'error', other: 'errors' })} in the last ${buckets.length} hours; most in the hour from ${peak.label} (${peak.count})`;
};
