/**
 * Spec section 9: a failure to load a page chunk reloads the page, at most once per path within
 * 10,000 ms. A build deployed while a tab was open removes the chunks that tab still points
 * to; one reload gets the new build. The record lives in sessionStorage so it survives that
 * reload (and only that tab's session).
 */
const STORAGE_KEY = 'roteiro.reloads'
export const RELOAD_WINDOW_MS = 10_000

type Reloads = Record<string, number>

function readReloads(): Reloads {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}')
    return value && typeof value === 'object' ? (value as Reloads) : {}
  } catch {
    return {}
  }
}

/** Reloads unless this path was reloaded less than 10 s ago; says whether it did. */
export function reloadOnce(path = window.location.pathname, now = Date.now()): boolean {
  const recent = Object.fromEntries(Object.entries(readReloads()).filter(([, at]) => typeof at === 'number' && now - at >= 0 && now - at < RELOAD_WINDOW_MS))
  if (path in recent) return false
  recent[path] = now
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify(recent))
  window.location.reload()
  return true
}

interface PreloadErrorEvent extends Event {
  payload?: unknown
}

/**
 * Vite announces a failed chunk import with `vite:preloadError`. The error is left to go on:
 * when the guard reloads, TanStack Router's lazy route also asks for a reload (the same one) and
 * suspends instead of drawing an error under it. When the guard refuses, the router's own
 * once-per-message reload is marked as done (its sessionStorage key), so it cannot add a second
 * reload inside the window, and the screen shows the error (offline: the offline state).
 */
export function reloadOnChunkError() {
  window.addEventListener('vite:preloadError', (event: PreloadErrorEvent) => {
    if (reloadOnce()) return
    const error = event.payload
    if (error instanceof Error) sessionStorage.setItem(`tanstack_router_reload:${error.message}`, '1')
  })
}
