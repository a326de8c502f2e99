/**
 * Readers for the values a screen keeps in its URL. A value that does not fit is dropped (the screen
 * shows its default), never an error: URLs are typed, pasted and bookmarked by people. Kept free of
 * schema libraries so the first load does not carry one (issue 10).
 */
export const searchParam = {
  /** Text, cut to `maxLength`; empty text counts as absent. */
  text: (value: unknown, maxLength = 200): string | undefined => {
    if (typeof value === 'number') value = String(value);
    return typeof value === 'string' && value !== '' ? value.slice(0, maxLength) : undefined;
  },
  /** One of the listed values. */
  oneOf: <T extends string>(value: unknown, values: readonly T[]): T | undefined =>
    values.find((candidate) => candidate === value),
  /** Text matching a pattern. */
  matching: (value: unknown, pattern: RegExp): string | undefined =>
    typeof value === 'string' && pattern.test(value) ? value : undefined,
  /** A whole number from `min`, and one of `allowed` when given. */
  wholeNumber: (value: unknown, { min = 1, allowed }: { min?: number; allowed?: readonly number[] } = {}): number | undefined => {
    const number = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
    if (!Number.isInteger(number) || number < min) return undefined;
    return allowed && !allowed.includes(number) ? undefined : number;
  },
};
