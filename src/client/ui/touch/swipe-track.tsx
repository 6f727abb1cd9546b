import { animate, m, useMotionValue, useReducedMotion, type PanInfo } from 'framer-motion'
import { Children, useEffect, useLayoutEffect, useRef, type MouseEvent, type ReactNode } from 'react'
import { Motion } from './motion.tsx'
import styles from './touch.module.css'

interface SwipeTrackProps {
  index: number
  onIndexChange: (index: number) => void
  /** One slide each; only the shown one is reachable by keyboard and screen reader. */
  children: ReactNode[]
  /** No swiping (a zoomed photo pans instead). */
  locked?: boolean
}

/** A swipe of a quarter of the width (or a flick) turns the slide. */
const TURN_SHARE = 0.25
const FLICK_SECONDS = 0.2
const snap = { type: 'spring', stiffness: 400, damping: 40 } as const

/**
 * Slides side by side that follow the finger (or the mouse) and snap to the nearest slide; the
 * index may also change from outside (buttons, keys, a timer). With reduced motion it jumps.
 */
export function SwipeTrack({ index, onIndexChange, children, locked = false }: SwipeTrackProps) {
  const viewport = useRef<HTMLDivElement>(null)
  const x = useMotionValue(0)
  const reduced = useReducedMotion()
  const dragged = useRef(false)
  const count = Children.count(children)

  const moveTo = (target: number, jump: boolean) => {
    const offset = -target * (viewport.current?.clientWidth ?? 0)
    if (jump || reduced) x.jump(offset)
    else void animate(x, offset, snap)
  }
  const first = useRef(true)
  useLayoutEffect(() => {
    moveTo(index, first.current)
    first.current = false
    // moveTo reads the width each time; the index alone moves the track.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [index])
  useEffect(() => {
    const element = viewport.current
    if (!element) return
    const observer = new ResizeObserver(() => x.jump(-index * element.clientWidth))
    observer.observe(element)
    return () => observer.disconnect()
  }, [index, x])

  const turn = (_event: unknown, info: PanInfo) => {
    const width = viewport.current?.clientWidth ?? 1
    const swipe = info.offset.x + info.velocity.x * FLICK_SECONDS
    const next = swipe < -width * TURN_SHARE ? Math.min(count - 1, index + 1) : swipe > width * TURN_SHARE ? Math.max(0, index - 1) : index
    moveTo(next, false)
    if (next !== index) onIndexChange(next)
  }
  // A drag that ends on a link must not follow it.
  const swallowClickAfterDrag = (event: MouseEvent) => {
    if (!dragged.current) return
    event.preventDefault()
    event.stopPropagation()
  }

  return (
    <Motion>
      <div ref={viewport} className={styles.viewport}>
        <m.div
          className={styles.track}
          style={{ x, width: `${count * 100}%` }}
          drag={locked || count < 2 ? false : 'x'}
          dragConstraints={viewport}
          dragElastic={0.2}
          dragMomentum={false}
          onPointerDown={() => (dragged.current = false)}
          onDragStart={() => (dragged.current = true)}
          onDragEnd={turn}
          onClickCapture={swallowClickAfterDrag}
        >
          {Children.map(children, (child, position) => (
            <div className={styles.slide} aria-hidden={position !== index} inert={position !== index}>
              {child}
            </div>
          ))}
        </m.div>
      </div>
    </Motion>
  )
}
