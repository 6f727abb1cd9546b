import { defineConfig, devices } from '@playwright/test'
import { CHROMIUM, CHROMIUM_ARGS, CHROMIUM_HEADLESS_SHELL } from './scripts/lib/chromium.ts'
import { e2eServer, LANE_SERVER_SETTING } from './scripts/lib/e2e-server.ts'

/**
 * End-to-end tests in the system's Chromium (scripts/lib/chromium.ts) against the real server (`npm run build` first;
 * `npm test` does it). The server starts on an empty data folder (scripts/lib/e2e-server.ts), so it
 * migrates and seeds the demo data exactly as a first `npm start` does.
 */
// Background Sync, notifications and installability: only the full browser has them (scripts/lib/chromium.ts).
const fullBrowserSpecs = ['offline-forms.spec.ts', 'push.spec.ts', 'pwa.spec.ts']

const server = e2eServer(Number(process.env.E2E_PORT ?? 4390))

export default defineConfig({
  testDir: 'tests/e2e',
  // One folder per lane's port: a shard starting in one lane empties its own, not the traces another lane is writing.
  outputDir: `test-results/${new URL(server.origin).port}`,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // One browser at a time: on two cores, a second worker made the suite no faster (16 min against
  // about 13) and left pages loading past the expect timeout (load average 13).
  workers: Number(process.env.E2E_WORKERS ?? 1),
  // The server, the browser and the test runner share two cores: a whole user journey gets a minute.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL: server.origin,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    serviceWorkers: 'allow',
    // Recording a trace for every test cost ~16% of the browser tests' time (8 specs, twice each,
    // side by side: docs/PERFORMANCE.md); on CI a failed test is run
    // again with its trace recorded, and a local run keeps the trace of a failure.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      testIgnore: fullBrowserSpecs,
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: CHROMIUM_HEADLESS_SHELL, args: CHROMIUM_ARGS } },
    },
    {
      name: 'chromium-full',
      testMatch: fullBrowserSpecs,
      use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_ARGS } },
    },
  ],
  webServer: {
    // Through a shell, so the data folder is wiped right before this server (and not by a worker) starts.
    command: `rm -rf ${server.dataDir} && exec node --import tsx src/server/main.ts`,
    url: `${server.origin}/api/health`,
    env: server.env,
    // `npm test` starts one server per lane for all the shards that lane takes.
    reuseExistingServer: Boolean(process.env[LANE_SERVER_SETTING]),
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
