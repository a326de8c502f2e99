import { writeFileSync } from 'node:fs';
import { browserEndpointsSource } from '../src/browser-endpoints-source';

writeFileSync(new URL('../src/browser/endpoints.generated.ts', import.meta.url), browserEndpointsSource());
console.log('wrote packages/contract/src/browser/endpoints.generated.ts');
