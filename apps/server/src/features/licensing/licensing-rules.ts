import { allOfferings, licenceExpiringSoonDays, type LicenceGraceState } from '@console/contract';

const dayMs = 24 * 60 * 60 * 1000;

/** Where a grace period stands on `today` (UTC): past, ending within licenceExpiringSoonDays, later, or none. */
export const graceStateOf = (gracePeriodExpiryDate: string | null, today: Date): LicenceGraceState => {
  if (!gracePeriodExpiryDate) return 'none';
  const ends = Date.parse(`${gracePeriodExpiryDate}T00:00:00Z`);
  if (Number.isNaN(ends)) return 'none';
  const start = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  if (ends < start) return 'expired';
  return ends - start <= licenceExpiringSoonDays * dayMs ? 'expiringSoon' : 'current';
};

/** The offering filter: "All" (any case) shows every offering. */
export const isAllOfferings = (offering: string) => offering.toLowerCase() === allOfferings.toLowerCase();
