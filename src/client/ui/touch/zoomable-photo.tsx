import { animate, m, useMotionValue, useReducedMotion, type MotionValue } from 'framer-motion'
import { useEffect, useRef, useState, type PointerEvent } from 'react'
import type { TripImage } from '../../../domain/trip.ts'
import styles from './touch.module.css'

const ZOOMED_SCALE = 2.5
const MAX_SCALE = 4
const DOUBLE_TAP_MS = 300
const snap = { type: 'spring', stiffness: 400, damping: 40 } as const

interface ZoomablePhotoProps {
  image: TripImage
  /** Zoomed in (its viewer's zoom button says so); a pinch or a double tap changes it from here. */
  zoomed: boolean
  onZoomedChange: (zoomed: boolean) => void
}

type Point = { x: number; y: number }
const distance = ([a, b]: Point[]) => (a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0)
const clampScale = (scale: number) => Math.min(MAX_SCALE, Math.max(1, scale))

/**
 * A photo that zooms with a pinch or a double tap (or the viewer's button) and, zoomed, pans with
 * a finger within its frame. Not zoomed, it lets the drag through to the slides around it.
 */
export function ZoomablePhoto({ image, zoomed, onZoomedChange }: ZoomablePhotoProps) {
  const frame = useRef<HTMLDivElement>(null)
  const scale = useMotionValue(1)
  const x = useMotionValue(0)
  const y = useMotionValue(0)
  const reduced = useReducedMotion()
  // How far the zoomed photo may pan each way: half of what the zoom adds to its frame.
  const [reach, setReach] = useState({ x: 0, y: 0 })
  const pointers = useRef(new Map<number, Point>())
  const pinch = useRef<{ distance: number; scale: number } | null>(null)
  const lastTap = useRef(0)

  const move = (value: MotionValue<number>, target: number) => (reduced ? value.jump(target) : void animate(value, target, snap))
  const zoomTo = (target: number) => {
    const next = clampScale(target)
    move(scale, next)
    if (next === 1) {
      move(x, 0)
      move(y, 0)
    }
    const box = frame.current
    setReach({ x: ((next - 1) * (box?.clientWidth ?? 0)) / 2, y: ((next - 1) * (box?.clientHeight ?? 0)) / 2 })
  }
  // What the gestures last told the viewer: a `zoomed` that differs comes from outside (its button, another photo shown).
  const told = useRef(zoomed)
  const tell = (next: boolean) => {
    told.current = next
    onZoomedChange(next)
  }
  useEffect(() => {
    if (zoomed === told.current) return
    told.current = zoomed
    zoomTo(zoomed ? ZOOMED_SCALE : 1)
    // zoomTo only moves motion values; the prop alone decides.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [zoomed])

  const points = () => [...pointers.current.values()]
  const down = (event: PointerEvent) => {
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY })
    if (pointers.current.size === 2) {
      pinch.current = { distance: distance(points()), scale: scale.get() }
      tell(true)
      return
    }
    if (event.timeStamp - lastTap.current < DOUBLE_TAP_MS) {
      lastTap.current = 0
      zoomTo(zoomed ? 1 : ZOOMED_SCALE)
      tell(!zoomed)
    } else lastTap.current = event.timeStamp
  }
  const moved = (event: PointerEvent) => {
    if (!pointers.current.has(event.pointerId)) return
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY })
    const start = pinch.current
    if (start && pointers.current.size === 2 && start.distance > 0) scale.jump(clampScale((start.scale * distance(points())) / start.distance))
  }
  const up = (event: PointerEvent) => {
    pointers.current.delete(event.pointerId)
    if (!pinch.current || pointers.current.size >= 2) return
    pinch.current = null
    const settled = scale.get() < 1.1 ? 1 : scale.get()
    zoomTo(settled)
    tell(settled > 1)
  }

  return (
    <div ref={frame} className={styles.zoomFrame} onPointerDown={down} onPointerMove={moved} onPointerUp={up} onPointerCancel={up}>
      <m.div
        className={styles.zoomSurface}
        style={{ x, y, scale }}
        drag={zoomed}
        dragConstraints={{ left: -reach.x, right: reach.x, top: -reach.y, bottom: reach.y }}
        dragElastic={0.1}
        dragMomentum={false}
      >
        <img
          className={styles.zoomPhoto}
          src={image.url}
          srcSet={
            Object.entries(image.widths)
              .map(([size, url]) => `${url} ${size}w`)
              .join(', ') || undefined
          }
          sizes="100vw"
          alt={image.alt}
          decoding="async"
        />
      </m.div>
    </div>
  )
}
