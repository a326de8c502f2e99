/** A licence whose grace period ends within this many days is marked as expiring soon. */
export const licenceExpiringSoonDays = 30;

export const licenceGraceStates = ['expired', 'expiringSoon', 'current', 'none'] as const;

export type LicenceGraceState = (typeof licenceGraceStates)[number];

/** The "All" choice of the offering filter (doc2 §2). */
export const allOfferings = 'All';
