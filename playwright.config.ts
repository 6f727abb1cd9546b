import { defineConfig, devices } from '@playwright/test'

/**
 * End-to-end tests in the system's Chromium against the real server (`npm run build` first;
 * `npm test` does it). The server starts on an empty data folder each run, so it migrates and
 * seeds the demo data exactly as a first `npm start` does.
 */
const port = Number(process.env.E2E_PORT ?? 4390)
const baseURL = `http://127.0.0.1:${port}`
// Per port, so two runs on different ports (E2E_PORT) never wipe each other's data.
const dataDir = `.tmp/e2e-data-${port}`

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results',
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
    baseURL,
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
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
        },
      },
    },
  ],
  webServer: {
    // Through a shell, so the data folder is wiped right before this server (and not by a worker) starts.
    command: `rm -rf ${dataDir} && exec node --import tsx src/server/main.ts`,
    url: `${baseURL}/api/health`,
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'test' },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
