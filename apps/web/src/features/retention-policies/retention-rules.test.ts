import { describe, expect, it } from 'vitest';
import { isRunning, keepForText, lastRunRemovedText, runStateKey } from './retention-rules';

describe('retention rules', () => {
  it('says how long rows are kept and what the last run removed', () => {
    expect(keepForText(1)).toBe('1 day');
    expect(keepForText(400)).toBe('400 days');
    expect(lastRunRemovedText({ lastRunAtUtc: null, lastRunRowsRemoved: null })).toBeNull();
    expect(lastRunRemovedText({ lastRunAtUtc: '2026-01-01T00:00:00Z', lastRunRowsRemoved: 1 })).toBe('1 row removed');
    expect(lastRunRemovedText({ lastRunAtUtc: '2026-01-01T00:00:00Z', lastRunRowsRemoved: 12000 })).toBe('12,000 rows removed');
  });

  it('changes its run key when the newest run starts or ends', () => {
    expect(runStateKey([])).toBe('none');
    const running = [{ correlationId: 'a', isCompleted: false }];
    const ended = [{ correlationId: 'a', isCompleted: true }];
    expect(runStateKey(running)).not.toBe(runStateKey(ended));
    expect(isRunning(running)).toBe(true);
    expect(isRunning(ended)).toBe(false);
  });
});
