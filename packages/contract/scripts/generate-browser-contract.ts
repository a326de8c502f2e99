import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { browserEndpointsFolder, browserEndpointsSource } from '../src/browser-endpoints-source';

const browser = new URL('../src/browser/', import.meta.url);
const folder = new URL(`${browserEndpointsFolder}/`, browser);
mkdirSync(folder, { recursive: true });
// A removed endpoint's module goes too.
for (const name of readdirSync(folder)) rmSync(new URL(name, folder));
const files = browserEndpointsSource();
for (const [file, content] of files) writeFileSync(new URL(file, browser), content);
console.log(`wrote packages/contract/src/browser/endpoints.generated.ts and ${files.size - 1} endpoint modules`);
