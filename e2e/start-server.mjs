// Starts the console for the browser tests on a fresh embedded database every run.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';

rmSync(process.env.DATA_DIR ?? 'test-results/e2e-data', { recursive: true, force: true });
const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], { stdio: 'inherit', env: process.env });
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => process.exit(code ?? 0));
