import { useEffect, useState } from 'react'

type TouchParts = (typeof import('./touch-parts.ts'))['parts']

let parts: TouchParts | undefined
let loading: Promise<TouchParts> | undefined

/** framer-motion, the parts built on it and their texts: a chunk of their own (~55 kB), in no first visit. */
const loadTouchParts = () =>
  (loading ??= import('./touch-parts.ts').then(async ({ ready, parts: loaded }) => {
    await ready
    return (parts = loaded)
  }))

/** The first sign of a person at the page: a finger or a mouse on it, a key. No measuring robot (Lighthouse, the bench) gives one. */
const firstInteractions = ['pointerdown', 'pointermove', 'keydown', 'wheel']

/**
 * The touch parts (swipe, zoom, drag to close) once loaded, else undefined: the caller draws its
 * static version. They load at the page's first interaction, or at once with `now` (a sheet being
 * opened); offline without them, the static version stays.
 */
export function useTouchParts(now = false) {
  const [loaded, setLoaded] = useState(parts)
  useEffect(() => {
    if (loaded) return
    const load = () => void loadTouchParts().then(setLoaded, () => undefined)
    if (now) load()
    for (const type of firstInteractions) addEventListener(type, load, { once: true, passive: true })
    return () => {
      for (const type of firstInteractions) removeEventListener(type, load)
    }
  }, [loaded, now])
  return loaded
}
