import { describe, expect, it } from 'vitest';
import { emptyPlanDraft, levelOptions, levelText, missingFields, nameCheckOf } from './server-plan-rules';

describe('performance level text', () => {
  it('shows edition-name unless the two are equal', () => {
    expect(levelText({ name: 'S3', edition: 'Standard' })).toBe('Standard-S3');
    expect(levelText({ name: 'Basic', edition: 'Basic' })).toBe('Basic');
    expect(levelText(null)).toBe('None');
    expect(levelOptions([{ id: 'P1', name: 'P1', edition: 'Premium' }])).toEqual([{ value: 'P1', label: 'Premium-P1' }]);
  });
});

describe('plan name check', () => {
  const base = { typed: 'Summer', checked: 'Summer', answer: { isValid: true, reasons: [] }, isFetching: false, isError: false };
  it('is empty without asking, and checking while the answer is not about what is typed', () => {
    expect(nameCheckOf({ ...base, typed: '  ' })).toEqual({ kind: 'empty' });
    expect(nameCheckOf({ ...base, typed: 'Summer 2' })).toEqual({ kind: 'checking' });
    expect(nameCheckOf({ ...base, isFetching: true })).toEqual({ kind: 'checking' });
  });
  it('joins the reasons into one message', () => {
    expect(nameCheckOf({ ...base, answer: { isValid: false, reasons: ['Too short.', 'Bad characters.'] } })).toEqual({
      kind: 'invalid',
      message: 'Too short. Bad characters.',
    });
    expect(nameCheckOf(base)).toEqual({ kind: 'valid' });
    expect(nameCheckOf({ ...base, isError: true })).toEqual({ kind: 'failed' });
  });
  it('lists what stops a save', () => {
    expect(missingFields(emptyPlanDraft, { kind: 'empty' })).toHaveLength(5);
    expect(
      missingFields(
        { name: 'A plan', weekday: 'S1', weekendDay: 'S0', boost: 'S3', selectedCategory: 'Base' },
        { kind: 'valid' },
      ),
    ).toEqual([]);
  });
});
