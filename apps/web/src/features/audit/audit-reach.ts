/** How far back the audit record goes, from the audit retention policy (issue 31). */
export const auditReachText = (keptForDays: number | null) =>
  keptForDays === null
    ? 'Audit records are kept until removed: no retention policy applies to them.'
    : `Audit records are kept for ${keptForDays.toLocaleString('en')} days; older ones are removed daily (Retention policies).`;
