import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { browserEndpointsFolder, browserEndpointsSource } from './browser-endpoints-source';
import { endpoints as contractEndpoints } from './endpoints';
import * as browserEndpoints from './browser/endpoints.generated';

const browser = new URL('./browser/', import.meta.url);

describe('the browser contract', () => {
  it('holds every endpoint of the contract as it is declared now', () => {
    const expected = browserEndpointsSource();
    const onDisk = [
      'endpoints.generated.ts',
      ...readdirSync(new URL(`${browserEndpointsFolder}/`, browser)).map((name) => `${browserEndpointsFolder}/${name}`),
    ];
    expect(onDisk.sort(), 'run `npm run generate:browser-contract`').toEqual([...expected.keys()].sort());
    for (const [file, content] of expected) {
      expect(readFileSync(new URL(file, browser), 'utf8'), `${file}: run \`npm run generate:browser-contract\``).toBe(content);
    }
  });

  it('names every endpoint the browser loads by its name in the contract', () => {
    expect(Object.keys(browserEndpoints).sort()).toEqual(Object.keys(contractEndpoints).sort());
    for (const [name, endpoint] of Object.entries(browserEndpoints)) {
      const declared = contractEndpoints[name as keyof typeof contractEndpoints];
      expect({ method: endpoint.method, path: endpoint.path, permission: endpoint.permission }).toEqual({
        method: declared.method,
        path: declared.path,
        permission: declared.permission,
      });
    }
  });
});
