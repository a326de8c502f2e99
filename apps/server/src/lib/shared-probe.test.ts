import { describe, expect, it } from 'vitest';
import { sharedProbe } from './shared-probe';

describe('sharedProbe', () => {
  it('runs one probe for concurrent calls and reuses a success for its period', async () => {
    let calls = 0;
    let clock = 0;
    const probe = sharedProbe(
      async () => {
        calls++;
      },
      { reuseMs: 1000, now: () => clock },
    );
    await Promise.all([probe(), probe(), probe()]);
    expect(calls).toBe(1);
    clock = 999;
    await probe();
    expect(calls).toBe(1);
    clock = 1000;
    await probe();
    expect(calls).toBe(2);
  });

  it('never reuses a failure', async () => {
    let isDown = true;
    let calls = 0;
    const probe = sharedProbe(
      async () => {
        calls++;
        if (isDown) throw new Error('down');
      },
      { reuseMs: 1000, now: () => 0 },
    );
    await expect(probe()).rejects.toThrow('down');
    isDown = false;
    await expect(probe()).resolves.toBeUndefined();
    expect(calls).toBe(2);
  });
});
