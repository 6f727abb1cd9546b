/**
 * The most JavaScript a first visit may download, in bytes of gzip -9 (1 kB = 1000 bytes). The
 * one file of figures: the bench (scripts/bench) measures against them in Chromium and the build's
 * check (scripts/check-budget.ts) against the built files.
 */

/** A catalogue page (home, a trip, a payment link): the spec's 130 KB, read as 1 kB = 1000 bytes (the stricter reading). */
export const firstVisitGzipBytes = 130_000

/**
 * The admin dashboard (`/admin`) on a desktop: the app, Chakra with the theme, the `messages`
 * catalog, the admin layout and the dashboard's screen (211.4 kB when set, docs/PERFORMANCE.md),
 * with room for a few more admin texts. The sales chart (recharts) loads after the screen draws
 * and is not part of it.
 */
export const adminDashboardGzipBytes = 220_000
