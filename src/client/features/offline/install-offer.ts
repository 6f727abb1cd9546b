import { useSyncExternalStore } from 'react'

/** Chromium's install offer; not in TypeScript's DOM types. */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

/** How this browser can install the app now: its own prompt, the iOS share menu, or not at all. */
export type InstallOffer = 'prompt' | 'ios' | 'none'

let deferred: BeforeInstallPromptEvent | null = null
let installed = false
const listeners = new Set<() => void>()
const emit = () => {
  for (const listener of listeners) listener()
}

const isStandalone = () => window.matchMedia('(display-mode: standalone)').matches || (navigator as Navigator & { standalone?: boolean }).standalone === true

/** iPhone, iPod, and iPads that call themselves Macs but have a touch screen. */
const isIos = () => /iPad|iPhone|iPod/.test(navigator.userAgent) || (navigator.userAgent.includes('Macintosh') && navigator.maxTouchPoints > 1)

function currentOffer(): InstallOffer {
  if (installed || isStandalone()) return 'none'
  if (deferred) return 'prompt'
  return isIos() ? 'ios' : 'none'
}

/**
 * Runs with the entry module: Chromium fires `beforeinstallprompt` once, soon after load, and a
 * listener added later (when the footer renders, say) would miss it. Its default (the browser's
 * own mini-infobar) is held back so the app offers installation where it chooses.
 */
export function listenForInstallOffer() {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault()
    deferred = event as BeforeInstallPromptEvent
    emit()
  })
  window.addEventListener('appinstalled', () => {
    deferred = null
    installed = true
    emit()
  })
}

/** Shows the browser's install dialog; the offer can be used once, whatever the answer. */
export async function promptInstall(): Promise<void> {
  const event = deferred
  if (!event) return
  deferred = null
  await event.prompt()
  if ((await event.userChoice).outcome === 'accepted') installed = true
  emit()
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export const useInstallOffer = () => useSyncExternalStore(subscribe, currentOffer, () => 'none' as const)
