import { defineConfig } from 'vitest/config'

/**
 * Projects: `unit` (pure code, Node) and `api` (the real Hono app on a real database).
 * A `client` project (components on happy-dom) can be added beside them.
 *
 * The api project runs in child processes, two at a time: each holds a PGlite
 * (WebAssembly PostgreSQL, several hundred MB) and the machine has two cores. Every test
 * file gets its own database, cloned from one template migrated per run (tests/api/helpers).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          // Pure code that keeps no state between files (a stubbed global is put back after its
          // test): one module graph per worker took the run from 17.6 s to 6.8 s (docs/PERFORMANCE.md).
          isolate: false,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          pool: 'forks',
          // Without isolation a worker imports the server and compiles PGlite's WebAssembly once
          // rather than once per file (docs/PERFORMANCE.md). Files share only modules: each makes
          // its own app and database; a file that mocks a module imports the app after
          // `vi.resetModules()` (auth-hardening.test.ts).
          isolate: false,
          // `npm test` asks for one (API_TEST_WORKERS=1) while the browser tests run beside them.
          maxWorkers: Number(process.env.API_TEST_WORKERS ?? 2),
          globalSetup: ['tests/api/helpers/global-setup.ts'],
          setupFiles: ['tests/api/helpers/setup.ts'],
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
})
