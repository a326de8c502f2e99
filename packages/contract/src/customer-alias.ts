import { constants } from './constants';

/**
 * doc1 §5: the alias is the name lower-cased, with whitespace removed, cut to 15 characters. An alias
 * holds lower-case letters and digits only, so accents are folded ("Québec" → "quebec") and every
 * other character is dropped before the cut ("O'Brien & Co." → "obrienco"), on both sides.
 */
export const deriveCustomerAlias = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '')
    .slice(0, constants.customerAliasMaxLength);
