import { describe, expect, it } from 'vitest';
import { auditReachText } from './audit-reach';

describe('auditReachText', () => {
  it('says the retention period, or that nothing removes old records', () => {
    expect(auditReachText(400)).toBe('Audit records are kept for 400 days; older ones are removed daily (Retention policies).');
    expect(auditReachText(null)).toBe('Audit records are kept until removed: no retention policy applies to them.');
  });
});
