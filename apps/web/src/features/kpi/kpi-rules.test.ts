import { describe, expect, it } from 'vitest';
import { monthLabel, recipientsFromText, recipientsProblem, recipientsText } from './kpi-rules';

describe('KPI rules', () => {
  it('names a date option by its month', () => {
    expect(monthLabel('2026-10-01')).toBe('October 2026');
    expect(monthLabel('2026-01-01')).toBe('January 2026');
  });

  it('reads recipients one per line or separated by commas, without blanks or repeats', () => {
    expect(recipientsFromText(' a@example.com,\nB@example.com; a@example.com\n\n')).toEqual(['a@example.com', 'b@example.com']);
    expect(recipientsText(['a@example.com', 'b@example.com'])).toBe('a@example.com\nb@example.com');
  });

  it('says which recipients are not addresses', () => {
    expect(recipientsProblem(['a@example.com'])).toBeNull();
    expect(recipientsProblem(['a@example.com', 'nobody'])).toBe('Not an email address: nobody');
  });
});
