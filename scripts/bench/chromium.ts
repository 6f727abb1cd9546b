import { execFileSync } from 'node:child_process'
import { CHROMIUM, CHROMIUM_ARGS } from '../lib/chromium.ts'

/** The full browser, as travellers have it (CHROMIUM_PATH to use another). */
export const chromiumPath = CHROMIUM

/**
 * Flags for every Chromium the bench starts. The proxy points at a closed loopback port and
 * Chromium never proxies loopback addresses, so the page may reach the server on 127.0.0.1 and
 * nothing else (no fonts, no analytics, no component updates).
 */
export const chromiumFlags = [...CHROMIUM_ARGS, '--proxy-server=http://127.0.0.1:9']

export function chromiumVersion(): string {
  try {
    const output = execFileSync(chromiumPath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
    return output.trim().replace(/\s+built on.*$/, '')
  } catch {
    return 'unknown Chromium'
  }
}
