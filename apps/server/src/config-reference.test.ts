import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { envDescriptions, envSchema, loadConfig } from './config';
import { configurationReference } from './config-reference';

describe('the configuration reference', () => {
  it('describes every variable of the schema, each in a sentence', () => {
    const variables = Object.keys(envSchema.shape).sort();
    expect(Object.keys(envDescriptions).sort()).toEqual(variables);
    for (const [name, description] of Object.entries(envDescriptions)) {
      expect(description.length, name).toBeGreaterThan(20);
      expect(description.endsWith('.'), name).toBe(true);
    }
  });

  it('is what docs/configuration.md holds (run `npm run docs:config` after changing a variable)', () => {
    const written = readFileSync(path.resolve(import.meta.dirname, '../../../docs/configuration.md'), 'utf8');
    expect(written).toBe(configurationReference());
  });

  it('gives each variable its default and marks what production requires', () => {
    const reference = configurationReference();
    expect(reference).toContain('| `PORT` | `8080` |');
    expect(reference).toMatch(/\| `SECRETS_ENCRYPTION_KEY` \| — \| required \|/);
    expect(reference).toContain('| `METRICS_TOKEN` | — |');
  });

  it('reads the metrics token and the shutdown grace period', () => {
    expect(loadConfig({}).metricsToken).toBeUndefined();
    expect(loadConfig({}).shutdownGraceSeconds).toBe(25);
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 16 characters/);
  });
});
