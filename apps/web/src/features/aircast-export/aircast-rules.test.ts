import { csvFileNameDate } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { defaultRange, exportFileName, rangeProblem, toServerDate } from './aircast-rules';

describe('aircast export date rules', () => {
  it('sends local calendar days as YYYY-MM-DD', () => {
    expect(toServerDate(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
    expect(toServerDate(new Date(2026, 11, 31, 0, 0))).toBe('2026-12-31');
  });

  it('opens on the last whole month', () => {
    expect(defaultRange(new Date(2026, 10, 28))).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(defaultRange(new Date(2026, 0, 10))).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(defaultRange(new Date(2024, 2, 1))).toEqual({ from: '2024-02-01', to: '2024-02-29' });
  });

  it('names the file with DD_MMM_YYYY dates', () => {
    expect(csvFileNameDate('2026-03-09')).toBe('09_Mar_2026');
    expect(exportFileName('2026-01-01', '2026-01-31')).toBe('aircast_01_Jan_2026_to_31_Jan_2026.csv');
  });

  it('refuses a missing, impossible or reversed range', () => {
    expect(rangeProblem('', '2026-01-31')).toEqual({ field: 'from', message: 'Choose the first day to export' });
    expect(rangeProblem('2026-02-30', '2026-03-01')?.field).toBe('from');
    expect(rangeProblem('2026-02-01', '2026-01-31')).toEqual({ field: 'from', message: 'From must not be after To' });
    expect(rangeProblem('2026-01-01', '2026-01-01')).toBeNull();
  });
});
