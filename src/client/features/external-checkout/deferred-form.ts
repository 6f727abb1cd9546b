import { pageSettled } from '../../pwa/page-settled.ts'
import { chakraReady } from '../../ui/chakra/with-chakra.tsx'

let loading: Promise<typeof import('./components/guest-payment-form.tsx')> | undefined

/** The payment form's code with Chakra and the form's texts; once (a failed download is tried again next time). */
export function loadPaymentForm() {
  loading ??= Promise.all([import('./components/guest-payment-form.tsx'), chakraReady()]).then(
    ([module]) => module,
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

const firstTouch = ['pointerdown', 'keydown', 'scroll', 'focusin'] as const

/**
 * Starts downloading the form when the buyer first touches, scrolls or types, or once the page
 * has settled, whichever comes first: the summary paints from the first load alone (a phone on
 * 4G opening the link from WhatsApp), and the form (Chakra, ~60 kB) follows. Calls `ready` once.
 */
export function whenFormWanted(ready: () => void): () => void {
  let done = false
  const start = () => {
    if (done) return
    done = true
    for (const name of firstTouch) window.removeEventListener(name, start, true)
    ready()
  }
  for (const name of firstTouch) window.addEventListener(name, start, { capture: true, passive: true })
  void pageSettled().then(start)
  return () => {
    done = true
    for (const name of firstTouch) window.removeEventListener(name, start, true)
  }
}
