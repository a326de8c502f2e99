import { describe, expect, it } from 'vitest';
import { amountText, draftOf, isDraftValid, lineProblems, parseAmount, totalsText, updateOf } from './upgrade-cost-rules';

describe('upgrade cost rules', () => {
  it('shows amounts and totals per currency', () => {
    expect(amountText(4800, 'GBP')).toBe('GBP 4,800.00');
    expect(
      totalsText([
        { description: 'a', amount: 0.1, currencyCode: 'GBP' },
        { description: 'b', amount: 0.2, currencyCode: 'GBP' },
        { description: 'c', amount: 5, currencyCode: 'USD' },
      ]),
    ).toBe('GBP 0.30 + USD 5.00');
    expect(totalsText([])).toBe('No cost lines');
  });

  it('reads amounts as typed', () => {
    expect(parseAmount('1,200.50')).toBe(1200.5);
    expect(parseAmount(' 7 ')).toBe(7);
    expect(parseAmount('1.234')).toBeNull();
    expect(parseAmount('-3')).toBeNull();
    expect(parseAmount('')).toBeNull();
  });

  it('names what is wrong with a line, and builds the save from the draft', () => {
    expect(lineProblems({ description: ' ', amount: 'x', currencyCode: 'gbp' })).toEqual({
      description: 'Description is required',
      amount: 'Amount must be a number of at most two decimals, not negative',
      currencyCode: 'Currency must be a three-letter currency code',
    });
    const draft = draftOf({
      name: 'Standard to Pro',
      upgradeCostDetails: [{ description: 'Fee', amount: 10, currencyCode: 'EUR' }],
    });
    expect(draft.lines[0]!.amount).toBe('10.00');
    expect(isDraftValid(draft)).toBe(true);
    expect(isDraftValid({ ...draft, lines: [] })).toBe(false);
    expect(updateOf('id', 3, { ...draft, name: ' Renamed ' })).toEqual({
      id: 'id',
      version: 3,
      name: 'Renamed',
      upgradeCostDetails: [{ description: 'Fee', amount: 10, currencyCode: 'EUR' }],
    });
  });
});
