import type { CustomerActivityEntry } from '@console/contract';
import { describe, expect, it } from 'vitest';
import { activitySentence, timeAgo } from './activity-rules';

const now = Date.parse('2026-11-28T12:00:00Z');
const entry = (over: Partial<CustomerActivityEntry> = {}): CustomerActivityEntry => ({
  id: '1',
  at: '2026-11-28T11:50:00Z',
  operatorName: 'Dana Reader',
  kind: 'licence',
  action: "Updates the customer's licence",
  outcome: 'succeeded',
  changeReason: 'renewal',
  ...over,
});

describe('activity sentences', () => {
  it('says who changed what, how long ago and why', () => {
    expect(activitySentence(entry(), now)).toMatch(/^Dana Reader changed the licence 10 minutes ago: 'renewal'$/);
  });
  it('leaves out a missing reason and says a refused attempt tried', () => {
    expect(activitySentence(entry({ changeReason: null, outcome: 'failed', kind: 'operations' }), now)).toBe(
      'Dana Reader tried to run an operation 10 minutes ago',
    );
  });
  it('counts in the largest whole unit', () => {
    expect(timeAgo('2026-11-28T11:59:30Z', now)).toBe('just now');
    expect(timeAgo('2026-11-28T09:00:00Z', now)).toBe('3 hours ago');
    expect(timeAgo('2026-11-25T12:00:00Z', now)).toBe('3 days ago');
  });
});
