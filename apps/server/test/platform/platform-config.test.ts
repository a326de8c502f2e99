import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';
import { testEnv } from '../harness';

describe('PLATFORM configuration', () => {
  it('runs the simulated driver unless told otherwise', () => {
    expect('PLATFORM' in testEnv).toBe(false);
    expect(loadConfig(testEnv).platformDriver).toBe('simulated');
    expect(loadConfig({ ...testEnv, PLATFORM: 'simulated' }).platformDriver).toBe('simulated');
  });

  it('stops the start with a message naming the drivers when PLATFORM names none', () => {
    expect(() => loadConfig({ ...testEnv, PLATFORM: 'azure' })).toThrow(
      'Configuration: PLATFORM names no platform driver; it must be one of: simulated',
    );
  });
});
