import type { CurrencyRate, LicenceGraceState } from '@console/contract';

/** The mark a grace period state shows beside its date, or null for none. */
export const graceLabel = (state: LicenceGraceState): string | null => {
  switch (state) {
    case 'expired':
      return 'Expired';
    case 'expiringSoon':
      return 'Expiring soon';
    case 'current':
    case 'none':
      return null;
    default: {
      const exhaustive: never = state;
      return exhaustive;
    }
  }
};

export type StandardRatesRow = {
  currencyCode: string;
  activeUserRate: number | null;
  additionalOfficeRate: number | null;
  airCastPerHourCost: number | null;
};

/** The three rate lists as one row per currency, in currency order. */
export const standardRatesRows = (
  activeUser: readonly CurrencyRate[],
  additionalOffice: readonly CurrencyRate[],
  airCast: readonly CurrencyRate[],
): StandardRatesRow[] => {
  const codes = [...new Set([...activeUser, ...additionalOffice, ...airCast].map((r) => r.currencyCode))].sort();
  const rateIn = (list: readonly CurrencyRate[], code: string) => list.find((r) => r.currencyCode === code)?.rate ?? null;
  return codes.map((currencyCode) => ({
    currencyCode,
    activeUserRate: rateIn(activeUser, currencyCode),
    additionalOfficeRate: rateIn(additionalOffice, currencyCode),
    airCastPerHourCost: rateIn(airCast, currencyCode),
  }));
};

/** An amount as the licences screen shows it; a missing one as a dash. */
export const amountText = (amount: number | null) =>
  amount === null ? '—' : amount.toLocaleString('en', { maximumFractionDigits: 2 });

/** Which licences a page shows, e.g. "Licences 26–50"; an empty page says none. */
export const licencesShownText = (page: number, shown: number, pageSize: number) =>
  shown === 0 ? 'No licences on this page' : `Licences ${(page - 1) * pageSize + 1}–${(page - 1) * pageSize + shown}`;
