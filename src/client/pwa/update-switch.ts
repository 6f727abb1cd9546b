/**
 * Chromium swaps a waiting worker in (skipWaiting) only once the old one is idle. It stops the old
 * one at once, but a request the page makes in that moment (the first tap loads the touch chunk,
 * say) starts it again, and then it must stay idle for 30 s; a page that keeps fetching holds it
 * for up to 5 minutes. A navigation lets it go at once, so "Atualizar" waits this long for the new
 * worker to take the page and then reloads; the page that reload opens may still have been served
 * by the old worker, and reloads once more into the new build (docs/OFFLINE.md, "Updates").
 */
export const UPDATE_SWITCH_LIMIT_MS = 4_000

const STORAGE_KEY = 'roteiro.update-reload'

/** Reloads to let the new worker in, noting it so the next page checks which build it got. */
export function reloadToSwitch() {
  try {
    sessionStorage.setItem(STORAGE_KEY, '1')
  } catch {
    // No sessionStorage: the reload still lets the worker in, and the next visit gets the new build.
  }
  window.location.reload()
}

/** Whether this page was opened by `reloadToSwitch` (the note is removed: it counts once). */
export function openedToSwitch(): boolean {
  try {
    const noted = sessionStorage.getItem(STORAGE_KEY) !== null
    sessionStorage.removeItem(STORAGE_KEY)
    return noted
  } catch {
    return false
  }
}
