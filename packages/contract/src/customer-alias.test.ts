import { describe, expect, it } from 'vitest';
import { deriveCustomerAlias } from './customer-alias';

describe('deriveCustomerAlias (doc1 §5)', () => {
  it('lower-cases the name and removes whitespace', () => {
    expect(deriveCustomerAlias('Acme Events')).toBe('acmeevents');
    expect(deriveCustomerAlias('  Big\tTop \n Expo ')).toBe('bigtopexpo');
  });
  it('cuts the alias to 15 characters', () => {
    expect(deriveCustomerAlias('International Conference Centre')).toBe('internationalco');
    expect(deriveCustomerAlias('International Conference Centre')).toHaveLength(15);
  });
  it('keeps other characters for the alias validator to judge', () => {
    expect(deriveCustomerAlias("O'Hara & Sons")).toBe("o'hara&sons");
  });
});
