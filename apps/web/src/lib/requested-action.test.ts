import { describe, expect, it } from 'vitest';
import { requestedActionOf } from './requested-action';

describe('requestedActionOf', () => {
  it('reads only the actions the section offers', () => {
    const ids = ['repair', 'dnsRepair'] as const;
    expect(requestedActionOf({ action: 'repair' }, ids)).toBe('repair');
    expect(requestedActionOf({ action: 'reconfigureDatabase' }, ids)).toBeNull();
    expect(requestedActionOf({}, ids)).toBeNull();
    expect(requestedActionOf({ action: ['repair'] }, ids)).toBeNull();
  });
});
