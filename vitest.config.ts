import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        // Pure logic beside the code: no server, no database; runs in seconds (`vitest run --project unit`).
        test: {
          name: 'unit',
          environment: 'node',
          include: ['apps/server/src/**/*.test.ts', 'packages/contract/**/*.test.ts'],
        },
      },
      {
        // Integration: the server over HTTP on a real database, by feature (apps/server/test/<area>/).
        test: {
          name: 'server',
          environment: 'node',
          include: ['apps/server/test/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The architecture lint's own rules (decision 008), on fixtures that break them.
        test: {
          name: 'lint',
          environment: 'node',
          include: ['lint/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['apps/web/src/test-setup.ts'],
        },
      },
    ],
  },
});
