import { describe, expect, it } from 'vitest';
import { describeBuckets, hourlyBuckets } from './error-buckets';

const utcLabel = (date: Date) => `${String(date.getUTCHours()).padStart(2, '0')}:00`;

describe('hourly error buckets', () => {
  const now = new Date('2031-03-01T01:30:00.000Z');

  it('makes 24 hourly buckets ending with the current hour, empty hours as 0', () => {
    const buckets = hourlyBuckets([], now, { label: utcLabel });
    expect(buckets).toHaveLength(24);
    expect(buckets[0]).toEqual({ hour: '2031-02-28T02:00:00.000Z', end: '2031-02-28T03:00:00.000Z', label: '02:00', count: 0 });
    expect(buckets[23]).toEqual({ hour: '2031-03-01T01:00:00.000Z', end: '2031-03-01T02:00:00.000Z', label: '01:00', count: 0 });
    expect(buckets.every((b) => b.count === 0)).toBe(true);
  });

  it('places slices in their hour across the day boundary, sums rows and ignores slices outside the window', () => {
    const buckets = hourlyBuckets(
      [
        { Time: '2031-02-28T23:00:00.0000000Z', Rows: [[2], [1]] },
        { Time: '2031-03-01T00:00:00Z', Rows: [[5]] },
        { Time: '2031-02-28T01:00:00Z', Rows: [[9]] },
        { Time: '2031-03-01T02:00:00Z', Rows: [[9]] },
        { Time: 'not a time', Rows: [[9]] },
      ],
      now,
      { label: utcLabel },
    );
    expect(buckets).toHaveLength(24);
    const byLabel = Object.fromEntries(buckets.map((b) => [b.label, b.count]));
    expect(byLabel['23:00']).toBe(3);
    expect(byLabel['00:00']).toBe(5);
    expect(byLabel['01:00']).toBe(0);
    expect(buckets.reduce((sum, b) => sum + b.count, 0)).toBe(8);
  });

  it('says what the chart shows', () => {
    expect(describeBuckets(hourlyBuckets([], now, { label: utcLabel }))).toBe('No errors in the last 24 hours');
    expect(
      describeBuckets(
        hourlyBuckets(
          [
            { Time: '2031-03-01T00:00:00Z', Rows: [[5]] },
            { Time: '2031-03-01T01:00:00Z', Rows: [[1]] },
          ],
          now,
          { label: utcLabel },
        ),
      ),
    ).toBe('6 errors in the last 24 hours; most in the hour from 00:00 (5)');
  });
});
