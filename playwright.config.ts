import { defineConfig } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './e2e/chromium';

const port = Number(process.env.E2E_PORT ?? 8181);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [...chromiumFlags, '--disable-quic'],
    },
  },
  webServer: {
    command: 'node e2e/start-server.mjs',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DATA_DIR: 'test-results/e2e-data',
      SEED_CUSTOMERS: '60',
      LOG_LEVEL: 'warn',
      ENVIRONMENT: 'development',
      // Jobs move fast enough to watch; one hosting group always fails so faults can be seen.
      PLATFORM_SPEED: '10',
      PLATFORM_FAIL_TARGETS: 'hg-eastus-02,retrydemoevents',
      PLATFORM_TICKER_SECONDS: '0',
      // Every spec signs in; the limit on password guesses has a server test of its own.
      SIGN_IN_ATTEMPTS_PER_MINUTE: '100000',
    },
  },
});
