import { constants, type DeadLetter } from '@console/contract';
import { countOf } from '../../lib/plural';

export const pageSizeOptions = constants.deadLetters.pageSizes.map(String);

/** The selection after the page changed: only messages still shown stay selected. */
export const keptSelection = (selected: ReadonlySet<string>, shown: readonly DeadLetter[]): Set<string> =>
  new Set(shown.map((d) => d.messageId).filter((id) => selected.has(id)));

export const toggled = (selected: ReadonlySet<string>, messageId: string): Set<string> => {
  const next = new Set(selected);
  if (next.has(messageId)) next.delete(messageId);
  else next.add(messageId);
  return next;
};

export type PageSelection = 'none' | 'some' | 'all';

export const pageSelection = (selected: ReadonlySet<string>, shown: readonly DeadLetter[]): PageSelection => {
  const count = shown.filter((d) => selected.has(d.messageId)).length;
  if (count === 0) return 'none';
  return count === shown.length ? 'all' : 'some';
};

/** Selecting all on a page selects every shown message; when all are selected it clears them. */
export const withAllToggled = (selected: ReadonlySet<string>, shown: readonly DeadLetter[]): Set<string> =>
  pageSelection(selected, shown) === 'all' ? new Set() : new Set(shown.map((d) => d.messageId));

/** A message body as an operator reads it: indented when it is JSON, as it came otherwise. */
export const readableBody = (body: string): string => {
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
};

export const deadLetterNoun = { one: 'dead letter', other: 'dead letters' };

/** The count line: how many there are and how many are shown. */
export const countLine = (total: number, shown: number): string =>
  total === 0 ? 'No dead letters.' : `${countOf(total, deadLetterNoun)}${shown < total ? `; the oldest ${shown} shown` : ''}.`;
