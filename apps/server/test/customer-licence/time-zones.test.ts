import { describe, expect, it } from 'vitest';
import { listTimeZones } from '../../src/features/customer-licence/service';

describe('listTimeZones', () => {
  const london = (now: Date) => listTimeZones({ now }).find((zone) => zone.id === 'Europe/London')!.displayName;

  it('gives each zone its offset at the moment asked, across a daylight-saving change', () => {
    // Europe/London moved to summer time at 01:00 UTC on 2026-03-29.
    expect(london(new Date('2026-03-29T00:59:59Z'))).toBe('(UTC+0) Europe/London');
    expect(london(new Date('2026-03-29T01:00:00Z'))).toBe('(UTC+1) Europe/London');
    expect(london(new Date('2026-01-15T12:00:00Z'))).toBe('(UTC+0) Europe/London');
  });

  it('lists UTC first and is made once per quarter hour', () => {
    const first = listTimeZones({ now: new Date('2026-06-01T10:00:00Z') });
    expect(first[0]).toEqual({ id: 'UTC', displayName: '(UTC+0) UTC' });
    expect(listTimeZones({ now: new Date('2026-06-01T10:14:59Z') })).toBe(first);
    expect(listTimeZones({ now: new Date('2026-06-01T10:15:00Z') })).not.toBe(first);
  });
});
