import { describe, expect, it } from 'vitest';
import { amountText, graceLabel, licencesShownText, standardRatesRows } from './licensing-rules';

describe('licensing rules', () => {
  it('marks expired and expiring-soon grace periods only', () => {
    expect(graceLabel('expired')).toBe('Expired');
    expect(graceLabel('expiringSoon')).toBe('Expiring soon');
    expect(graceLabel('current')).toBeNull();
    expect(graceLabel('none')).toBeNull();
  });

  it('puts the three rate lists together per currency, a missing rate as null', () => {
    expect(
      standardRatesRows(
        [
          { currencyCode: 'USD', rate: 30 },
          { currencyCode: 'AUD', rate: 45 },
        ],
        [{ currencyCode: 'AUD', rate: 300 }],
        [{ currencyCode: 'AUD', rate: 100 }],
      ),
    ).toEqual([
      { currencyCode: 'AUD', activeUserRate: 45, additionalOfficeRate: 300, airCastPerHourCost: 100 },
      { currencyCode: 'USD', activeUserRate: 30, additionalOfficeRate: null, airCastPerHourCost: null },
    ]);
  });

  it('shows amounts with at most two decimals and a dash for none', () => {
    expect(amountText(1.5)).toBe('1.5');
    expect(amountText(1234.567)).toBe('1,234.57');
    expect(amountText(null)).toBe('—');
  });
});

describe('licencesShownText', () => {
  it('names the range of licences a page shows', () => {
    expect(licencesShownText(1, 25, 25)).toBe('Licences 1–25');
    expect(licencesShownText(3, 7, 25)).toBe('Licences 51–57');
    expect(licencesShownText(2, 0, 25)).toBe('No licences on this page');
  });
});
