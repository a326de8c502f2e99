import { describe, expect, it } from 'vitest';
import { joinMessageIds, splitMessageIds } from '../dead-letters/dead-letter-rules';
import { databaseSizeLimitInGB, maxSizeProblem, performanceLevelLabel, performanceRangeProblem } from './database-rules';

describe('database rules (doc1 §5)', () => {
  it('accepts a whole max size above 0 up to the allowed maximum, and refuses anything else without naming the maximum', () => {
    expect(maxSizeProblem(1)).toBeNull();
    expect(maxSizeProblem('250')).toBeNull();
    expect(maxSizeProblem(databaseSizeLimitInGB)).toBeNull();
    for (const bad of [0, -1, 2.5, '', ' ', 'ten', '1e400', Number.NaN]) {
      expect(maxSizeProblem(bad)).toBe('must be a whole number above 0');
    }
    expect(maxSizeProblem(databaseSizeLimitInGB + 1)).toBe('must be at most the allowed maximum of 4096 GB');
    expect(maxSizeProblem(databaseSizeLimitInGB + 1)).toContain(`${databaseSizeLimitInGB} GB`);
  });

  it("shows a performance level as 'edition-name', or the name alone when both are the same", () => {
    expect(performanceLevelLabel({ edition: 'Standard', name: 'S2' })).toBe('Standard-S2');
    expect(performanceLevelLabel({ edition: 'Basic', name: 'Basic' })).toBe('Basic');
  });

  it('refuses an unknown level and a minimum above the maximum', () => {
    expect(performanceRangeProblem('S0', 'S2')).toBeNull();
    expect(performanceRangeProblem('S2', 'S2')).toBeNull();
    expect(performanceRangeProblem('P1', 'S2')).toEqual({ field: 'min', reason: 'must not be above the max performance level' });
    expect(performanceRangeProblem('S0', 'X1')).toEqual({ field: 'max', reason: 'must be one of the performance levels' });
    expect(performanceRangeProblem('X1', 'S2')).toEqual({ field: 'min', reason: 'must be one of the performance levels' });
  });
});

describe('dead-letter ids (doc1 §7: joined by ;)', () => {
  it('joins with ; and splits back, dropping empty entries', () => {
    expect(joinMessageIds(['a', 'b', 'c'])).toBe('a;b;c');
    expect(splitMessageIds('a; b;;c;')).toEqual(['a', 'b', 'c']);
    expect(splitMessageIds(';;')).toEqual([]);
  });
});
