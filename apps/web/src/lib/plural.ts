/** The plural rules of the console's language: Intl decides "one" and "other", not a hand-written `n === 1`. */
const rules = new Intl.PluralRules('en');
const numbers = new Intl.NumberFormat('en');

/** A noun's two English forms, e.g. { one: 'machine', other: 'machines' }. */
export type Noun = { one: string; other: string };

/** The form of `noun` that goes with `count`: "machine" for 1, "machines" for 0 or 2. */
export const pluralOf = (count: number, noun: Noun): string => (rules.select(count) === 'one' ? noun.one : noun.other);

/** A count with its noun, the count grouped: "1 machine", "0 machines", "1,024 dead letters". */
export const countOf = (count: number, noun: Noun): string => `${numbers.format(count)} ${pluralOf(count, noun)}`;
