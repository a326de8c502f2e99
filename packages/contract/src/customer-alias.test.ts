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
  it('drops characters an alias cannot hold (issue 9, defect 4)', () => {
    expect(deriveCustomerAlias("O'Brien & Co.")).toBe('obrienco');
    expect(deriveCustomerAlias("O'Hara & Sons")).toBe('oharasons');
  });
  it('folds accents rather than dropping the letter', () => {
    expect(deriveCustomerAlias('Québec')).toBe('quebec');
    expect(deriveCustomerAlias('Müller Ærø Events')).toMatch(/^[a-z0-9]+$/);
  });
  it('counts the 15 characters after dropping, so the cut keeps letters', () => {
    expect(deriveCustomerAlias('A.B.C.D.E.F.G.H.I.J.K.L.M.N.O.P')).toBe('abcdefghijklmno');
  });
});
