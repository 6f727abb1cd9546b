/**
 * The browsers the end-to-end tests drive, both Debian's builds of one Chromium source and version.
 * Most specs run in the headless shell (package `chromium-headless-shell`): without the windowing
 * half of the browser it took 40% less CPU for the same specs (docs/PERFORMANCE.md), and on two
 * cores the browser is most of the suite's time. The specs about Background Sync, notifications
 * and installability, which the shell lacks, run in the full browser (package `chromium`).
 */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const CHROMIUM_HEADLESS_SHELL = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell'

/** Each browser with the Debian package that installs it. */
export const CHROMIUM_PACKAGES = [
  { file: CHROMIUM, name: 'chromium', setting: 'CHROMIUM_PATH' },
  { file: CHROMIUM_HEADLESS_SHELL, name: 'chromium-headless-shell', setting: 'CHROMIUM_HEADLESS_SHELL_PATH' },
]

/** Flags for every Chromium the tests start: no sandbox (root in CI), no GPU, nothing fetched from the internet. */
export const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run']
