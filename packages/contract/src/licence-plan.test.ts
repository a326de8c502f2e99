import { describe, expect, it } from 'vitest';
import {
  choosableLicenceOfferings,
  firstDayOfWeekOrDefault,
  isPeakDayChoice,
  peakEndDate,
  totalPeakBoostHours,
} from './licence-plan';

describe('licence plan arithmetic (doc1 §4, §9)', () => {
  it('ends the peak peakDays after its start', () => {
    expect(peakEndDate('2026-11-22', 3)).toBe('2026-11-25');
    expect(peakEndDate('2026-11-22', 14)).toBe('2026-12-06');
    expect(peakEndDate('2026-12-28', 5)).toBe('2027-01-02');
    expect(peakEndDate('2028-02-25', 5)).toBe('2028-03-01');
    expect(peakEndDate('2027-02-25', 5)).toBe('2027-03-02');
  });

  it('does not move the end date across a daylight-saving change', () => {
    expect(peakEndDate('2026-03-27', 7)).toBe('2026-04-03');
    expect(peakEndDate('2026-10-01', 10)).toBe('2026-10-11');
  });

  it('gives no end date until the start date is a real date', () => {
    expect(peakEndDate('', 3)).toBeNull();
    expect(peakEndDate('2026-02-30', 3)).toBeNull();
    expect(peakEndDate('22/11/2026', 3)).toBeNull();
    expect(peakEndDate('2026-11-22', 2.5)).toBeNull();
  });

  it("totals the peak boost hours as peakDays times the plan's blockHours", () => {
    expect(totalPeakBoostHours(3, { blockHours: 8 })).toBe(24);
    expect(totalPeakBoostHours(14, { blockHours: 12 })).toBe(168);
    expect(totalPeakBoostHours(7, { blockHours: 0 })).toBe(0);
  });

  it('offers only 3, 5, 7, 10 and 14 peak days', () => {
    expect([3, 5, 7, 10, 14].every(isPeakDayChoice)).toBe(true);
    expect([0, 1, 4, 6, 15, 3.5].some(isPeakDayChoice)).toBe(false);
  });

  it("hides the 'Unspecified' licence offering and keeps the rest in order", () => {
    const offerings = [
      { id: 'Standard', friendlyName: 'Standard' },
      { id: 'Unspecified', friendlyName: 'Unspecified' },
      { id: 'Enterprise', friendlyName: 'Enterprise' },
    ];
    expect(choosableLicenceOfferings(offerings).map((offering) => offering.friendlyName)).toEqual(['Standard', 'Enterprise']);
  });

  it('starts the base plan week on Monday unless another day was chosen', () => {
    expect(firstDayOfWeekOrDefault(undefined)).toBe('Monday');
    expect(firstDayOfWeekOrDefault(null)).toBe('Monday');
    expect(firstDayOfWeekOrDefault('Someday')).toBe('Monday');
    expect(firstDayOfWeekOrDefault('Sunday')).toBe('Sunday');
  });
});
