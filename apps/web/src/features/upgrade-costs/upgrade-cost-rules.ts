import type { UpgradeCost, UpgradeCostDetail, UpgradeCostUpdate } from '@console/contract';

/** An amount as a line shows it: grouped, two decimals, with its currency ("GBP 4,800.00"). */
export const amountText = (amount: number, currencyCode: string): string =>
  `${currencyCode} ${amount.toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The total of an upgrade per currency, in the order the currencies first appear. */
export const totalsText = (details: readonly UpgradeCostDetail[]): string => {
  const totals = new Map<string, number>();
  for (const d of details) totals.set(d.currencyCode, Math.round(((totals.get(d.currencyCode) ?? 0) + d.amount) * 100) / 100);
  return totals.size === 0 ? 'No cost lines' : [...totals].map(([code, amount]) => amountText(amount, code)).join(' + ');
};

/** A cost line as the edit form holds it: the amount as typed. */
export type LineDraft = { description: string; amount: string; currencyCode: string };

export type CostDraft = { name: string; lines: LineDraft[] };

export const draftOf = (cost: Pick<UpgradeCost, 'name' | 'upgradeCostDetails'>): CostDraft => ({
  name: cost.name,
  lines: cost.upgradeCostDetails.map((d) => ({
    description: d.description,
    amount: d.amount.toFixed(2),
    currencyCode: d.currencyCode,
  })),
});

/** An amount as typed: a number of at most two decimals, not negative (commas as grouping are allowed). */
export const parseAmount = (typed: string): number | null => {
  const plain = typed.trim().replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return null;
  return Number(plain);
};

/** What is wrong with each line, by field, in the words the server uses. */
export const lineProblems = (line: LineDraft): Partial<Record<keyof LineDraft, string>> => ({
  ...(line.description.trim() === '' && { description: 'Description is required' }),
  ...(parseAmount(line.amount) === null && { amount: 'Amount must be a number of at most two decimals, not negative' }),
  ...(!/^[A-Z]{3}$/.test(line.currencyCode.trim()) && { currencyCode: 'Currency must be a three-letter currency code' }),
});

export const isDraftValid = (draft: CostDraft): boolean =>
  draft.name.trim() !== '' && draft.lines.length > 0 && draft.lines.every((line) => Object.keys(lineProblems(line)).length === 0);

/** The save's body: the draft over the version the form started from. */
export const updateOf = (id: string, version: number, draft: CostDraft): UpgradeCostUpdate => ({
  id,
  version,
  name: draft.name.trim(),
  upgradeCostDetails: draft.lines.map((line) => ({
    description: line.description.trim(),
    amount: parseAmount(line.amount) ?? 0,
    currencyCode: line.currencyCode.trim(),
  })),
});
