import { describe, expect, it } from 'vitest';
import { customizationProblems, hasProblems } from './customization-rules';

const existing = [{ title: 'Welcome', alias: 'welcome' }];

describe('customization rules', () => {
  it('needs a title', () => {
    expect(customizationProblems({ title: '  ', alias: 'ok' }, { existing, isNew: true }).title).toBe('Enter a title');
    expect(customizationProblems({ title: 't'.repeat(101), alias: 'ok' }, { existing, isNew: true }).title).toBe(
      'Use at most 100 characters',
    );
  });

  it('takes an alias of lower-case letters, digits and dashes between them', () => {
    const invalid = 'Use lower-case letters, digits and dashes (a dash only between them)';
    for (const alias of ['', 'Upper', 'under_score', '-lead', 'trail-', 'two--dash', 'spa ce', 'x'.repeat(51)]) {
      expect(customizationProblems({ title: 'T', alias }, { existing, isNew: true }).alias, alias).toBe(invalid);
    }
    for (const alias of ['a', 'badge-2', '2026-theme']) {
      expect(customizationProblems({ title: 'T', alias }, { existing, isNew: true }).alias, alias).toBeNull();
    }
  });

  it('refuses a new customization with an alias the customer has; an edit keeps its own', () => {
    const taken = customizationProblems({ title: 'T', alias: 'welcome' }, { existing, isNew: true });
    expect(taken.alias).toBe('This customer already has a customization with this alias');
    expect(hasProblems(taken)).toBe(true);
    const edit = customizationProblems({ title: 'T', alias: 'welcome' }, { existing, isNew: false });
    expect(edit).toEqual({ title: null, alias: null });
    expect(hasProblems(edit)).toBe(false);
  });
});
