import { constants } from './constants';

/** doc1 §5: the alias is the name lower-cased, with whitespace removed, cut to 15 characters. */
export const deriveCustomerAlias = (name: string): string =>
  name.toLowerCase().replace(/\s+/g, '').slice(0, constants.customerAliasMaxLength);
