import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { browserEndpointsSource } from './browser-endpoints-source';

describe('the browser contract', () => {
  it('holds every endpoint of the contract as it is declared now', () => {
    const generated = readFileSync(new URL('./browser/endpoints.generated.ts', import.meta.url), 'utf8');
    expect(generated, 'run `npm run generate:browser-contract`').toBe(browserEndpointsSource());
  });
});
