/**
 * The most JavaScript a first visit may download, in bytes of gzip -9 (1 kB = 1000 bytes). The
 * one file of figures: the bench (scripts/bench) measures against them in Chromium and the build's
 * check (scripts/check-budget.ts) against the built files.
 */

/**
 * A catalogue page (home, a trip, a payment link). The spec says 130 KB (read as 1 kB = 1000
 * bytes, the stricter reading); issue 30 asks 120 kB, which the libraries alone nearly fill
 * (~103 kB in the entry, docs/PERFORMANCE.md, "Issue 30, third pass"). Set at the heaviest page
 * (the trip page, 126,954 B on 2026-11-28) plus ~0.5 kB: a page that grows must say why here.
 */
export const firstVisitGzipBytes = 127_500

/**
 * The admin dashboard (`/admin`) on a desktop: the app, Chakra with the theme, the `messages`
 * catalog, the admin layout and the dashboard's screen (211.4 kB when set, docs/PERFORMANCE.md),
 * with room for a few more admin texts. The sales chart (recharts) loads after the screen draws
 * and is not part of it.
 */
export const adminDashboardGzipBytes = 220_000
