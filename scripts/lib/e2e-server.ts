import path from 'node:path'

/**
 * The server the end-to-end tests run against on `port`: the real one, as `npm start` runs it,
 * on a data folder of its own per port (two runs on two ports never wipe each other's data). The
 * folder is wiped before it starts, so it migrates and seeds the demo data as a first start does.
 * Playwright starts it (playwright.config.ts), or `npm test` once per lane for all the shards that
 * lane runs (scripts/test-all.ts).
 */
export function e2eServer(port: number) {
  const origin = `http://127.0.0.1:${port}`
  const dataDir = path.join('.tmp', `e2e-data-${port}`)
  return {
    origin,
    dataDir,
    env: { NODE_ENV: 'test', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: origin },
  }
}

/** Set by `npm test` when the lane's server is already running: Playwright then uses it instead of starting its own. */
export const LANE_SERVER_SETTING = 'E2E_LANE_SERVER'
