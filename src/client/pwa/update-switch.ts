/**
 * Chromium swaps a waiting worker in (skipWaiting) only once the old one is idle. It stops the old
 * one at once, but a request the page makes in that moment (the first tap loads the touch chunk,
 * say) starts it again, and then it must stay idle for 30 s; a page that keeps fetching holds it
 * for up to 5 minutes. So "Atualizar" waits this long for the new worker to take the page, and
 * then loads the new build from the network itself (docs/OFFLINE.md, "Updates").
 */
export const UPDATE_SWITCH_LIMIT_MS = 4_000

/**
 * The query parameter of that navigation. The service worker's navigation fallback leaves it to
 * the network (pwa-options.ts): a plain reload would be answered with the old build's shell by the
 * old worker, whose files the new worker then no longer has.
 */
const SWITCH_PARAM = 'roteiro-update'
export const updateSwitchNavigation = new RegExp(`[?&]${SWITCH_PARAM}=`)

/** Opens this address again from the network: the new build's shell, whichever worker is in charge. */
export function loadNewBuildFromNetwork() {
  const url = new URL(window.location.href)
  url.searchParams.set(SWITCH_PARAM, '1')
  window.location.replace(url)
}

/** Drops the parameter from the address before the router reads it; says whether this page came from that navigation. */
export function takeUpdateSwitchParam(): boolean {
  const url = new URL(window.location.href)
  if (!url.searchParams.has(SWITCH_PARAM)) return false
  url.searchParams.delete(SWITCH_PARAM)
  window.history.replaceState(window.history.state, '', url)
  return true
}
