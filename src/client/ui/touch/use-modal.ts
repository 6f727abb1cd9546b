import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react'

const focusable = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** Tab and Shift+Tab go round the layer's controls instead of leaving it. */
function keepTabInside(layer: HTMLElement, event: KeyboardEvent) {
  const stops = [...layer.querySelectorAll<HTMLElement>(focusable)]
  const edge = event.shiftKey ? stops[0] : stops.at(-1)
  if (document.activeElement !== edge) return
  event.preventDefault()
  ;(event.shiftKey ? stops.at(-1) : stops[0])?.focus()
}

/**
 * What a full-screen layer needs: focus moves into it (to `first`) and comes back to where it was
 * when it closes, Escape closes it, Tab stays inside, and the page behind does not scroll.
 * `onKey` sees the other keys (the photos' arrows).
 */
export function useModal(layer: RefObject<HTMLElement | null>, first: RefObject<HTMLElement | null>, onClose: () => void, onKey?: (event: KeyboardEvent) => void) {
  const handlers = useRef({ onClose, onKey })
  useLayoutEffect(() => {
    handlers.current = { onClose, onKey }
  })
  useEffect(() => {
    const element = layer.current
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null
    const overflow = document.body.style.overflow
    document.body.style.overflow = 'hidden'
    first.current?.focus()
    const keys = (event: KeyboardEvent) => {
      if (event.key === 'Escape') handlers.current.onClose()
      else if (event.key === 'Tab' && element) keepTabInside(element, event)
      else handlers.current.onKey?.(event)
    }
    element?.addEventListener('keydown', keys)
    return () => {
      element?.removeEventListener('keydown', keys)
      document.body.style.overflow = overflow
      before?.focus()
    }
  }, [layer, first])
}
