import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { configurationReference } from '../src/config-reference';

const target = path.resolve(import.meta.dirname, '../../../docs/configuration.md');
writeFileSync(target, configurationReference());
console.log(`wrote ${path.relative(process.cwd(), target)}`);
