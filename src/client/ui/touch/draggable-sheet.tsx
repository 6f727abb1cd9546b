import { useLingui } from '@lingui/react/macro'
import { animate, m, useDragControls, useMotionValue, useReducedMotion, type PanInfo } from 'framer-motion'
import { useEffect, useId, useRef, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import { Button } from '../plain/button.tsx'
import { Motion } from './motion.tsx'
import styles from './touch.module.css'
import { useModal } from './use-modal.ts'

export interface SheetProps {
  title: string
  onClose: () => void
  children: ReactNode
}

/** A drag down past a quarter of the sheet's height (or a flick) closes it. */
const CLOSE_SHARE = 0.25
const FLICK_PX_PER_S = 600
const slide = { type: 'spring', stiffness: 400, damping: 40 } as const

/**
 * A sheet from the bottom of the screen that follows a finger dragging its top bar and closes
 * when swiped down; the close button, Escape and a tap beside it close it too. It slides in and
 * out unless motion is reduced. Drawn by BottomSheet, which loads it.
 */
export function DraggableSheet({ title, onClose, children }: SheetProps) {
  const { t } = useLingui()
  const y = useMotionValue(0)
  const drag = useDragControls()
  const reduced = useReducedMotion()
  const sheet = useRef<HTMLDivElement>(null)
  const closeButton = useRef<HTMLButtonElement>(null)
  const titleId = useId()
  useModal(sheet, closeButton, onClose)
  const height = () => sheet.current?.offsetHeight ?? 0

  useEffect(() => {
    if (reduced) return
    y.jump(height())
    void animate(y, 0, slide)
  }, [reduced, y])

  const leave = () => {
    if (reduced) onClose()
    else void animate(y, height(), slide).then(onClose)
  }
  const release = (_event: unknown, info: PanInfo) => {
    if (info.offset.y > height() * CLOSE_SHARE || info.velocity.y > FLICK_PX_PER_S) leave()
    else if (reduced) y.jump(0)
    else void animate(y, 0, slide)
  }

  return createPortal(
    <Motion>
      <div className={styles.backdrop} onClick={leave} aria-hidden="true" />
      <m.div
        ref={sheet}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={styles.sheet}
        style={{ y }}
        drag="y"
        dragListener={false}
        dragControls={drag}
        dragConstraints={{ top: 0, bottom: 0 }}
        dragElastic={{ top: 0, bottom: 1 }}
        dragMomentum={false}
        onDragEnd={release}
        data-testid="bottom-sheet"
      >
        <div className={styles.sheetHead} onPointerDown={(event) => drag.start(event)}>
          <span className={styles.handle} />
          <div className={styles.sheetTitleRow}>
            <h2 id={titleId} className={styles.sheetTitle}>
              {title}
            </h2>
            <Button ref={closeButton} variant="ghost" size="xs" onPointerDown={(event) => event.stopPropagation()} onClick={leave}>
              {t`Close`}
            </Button>
          </div>
        </div>
        <div className={styles.sheetBody}>{children}</div>
      </m.div>
    </Motion>,
    document.body,
  )
}
