import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the CPUs: one on a two-core CI machine, where the
    // integration files then ran one at a time, mostly waiting on Postgres, Redis, SMTP and the
    // worker. Each file clones its own database and uses its own queue prefix and SMTP port, so
    // they can overlap (issue 55; decision 036).
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 4),
    projects: [
      {
        // The web app's own imports (@/server/…), as its tsconfig maps them.
        resolve: { alias: [{ find: /^@\//, replacement: `${path.resolve('apps/web/src')}/` }] },
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.{ts,tsx}'],
          exclude: ['**/node_modules/**', '**/.next/**'],
        },
      },
      {
        test: {
          // ESLint's own API on the repository's config: every import boundary must bite.
          name: 'lint',
          include: ['tests/lint/**/*.test.ts'],
          testTimeout: 60_000,
        },
      },
      {
        // The web app's server modules mark themselves `server-only`, which throws outside React's
        // server build; the integration tests that drive one (consequence.test.ts) read the marker's empty side.
        // The web app's own imports (@/…) as in the unit project.
        resolve: {
          alias: [
            { find: /^server-only$/, replacement: path.resolve('node_modules/server-only/empty.js') },
            { find: /^@\//, replacement: `${path.resolve('apps/web/src')}/` },
          ],
        },
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/setup/global-setup.ts'],
          // Real Postgres, Redis and SMTP: allow for retries with backoff and slow CI disks.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
