// Starts the console for the browser tests on a fresh embedded database every run, from the same
// bundled build `npm start` runs (`npm run test:e2e` builds it first).
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

rmSync(process.env.DATA_DIR ?? 'test-results/e2e-data', { recursive: true, force: true });
const child = spawn(process.execPath, ['apps/server/dist/main.js'], { stdio: 'inherit', env: process.env });
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
