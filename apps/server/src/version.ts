import { readFileSync } from 'node:fs';
import path from 'node:path';

const rootPackage = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../package.json'), 'utf8')) as {
  version: string;
};

export const appVersion = rootPackage.version;
