import { useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import type { TripImage } from '../../../domain/trip.ts'
import { Button } from '../plain/button.tsx'
import { SwipeTrack } from './swipe-track.tsx'
import styles from './touch.module.css'
import { useModal } from './use-modal.ts'
import { ZoomablePhoto } from './zoomable-photo.tsx'

interface PhotoViewerProps {
  images: TripImage[]
  /** The photo shown first, from 0. */
  start: number
  onClose: () => void
}

/**
 * The photos full screen: swipe (or the buttons, or the arrow keys) to the next, pinch or double
 * tap (or the zoom button) to zoom, and pan the zoomed photo; Escape or the close button leaves.
 */
export function PhotoViewer({ images, start, onClose }: PhotoViewerProps) {
  const { t } = useLingui()
  const [index, setIndex] = useState(start)
  const [zoomed, setZoomed] = useState(false)
  const layer = useRef<HTMLDivElement>(null)
  const closeButton = useRef<HTMLButtonElement>(null)
  const show = (next: number) => {
    setZoomed(false)
    setIndex(Math.min(images.length - 1, Math.max(0, next)))
  }
  useModal(layer, closeButton, onClose, (event) => {
    if (event.key === 'ArrowRight') show(index + 1)
    else if (event.key === 'ArrowLeft') show(index - 1)
  })
  const position = index + 1
  const total = images.length

  return createPortal(
    <div ref={layer} role="dialog" aria-modal="true" aria-label={t`Photos`} className={styles.viewer} data-testid="photo-viewer">
      <div className={styles.viewerBar}>
        <p aria-live="polite">{t`Photo ${position} of ${total}`}</p>
        <div className={styles.viewerNav}>
          <Button variant="ghost" size="xs" aria-pressed={zoomed} onClick={() => setZoomed(!zoomed)}>
            {t`Zoom`}
          </Button>
          <Button ref={closeButton} variant="subtle" size="xs" onClick={onClose}>
            {t`Close`}
          </Button>
        </div>
      </div>
      <div className={styles.viewerPhotos}>
        <SwipeTrack index={index} onIndexChange={show} locked={zoomed}>
          {images.map((image, position) => (
            <ZoomablePhoto key={image.url} image={image} zoomed={position === index && zoomed} onZoomedChange={setZoomed} />
          ))}
        </SwipeTrack>
      </div>
      {total > 1 && (
        <div className={styles.viewerNav}>
          <Button variant="outline" disabled={index === 0} onClick={() => show(index - 1)}>
            {t`Previous photo`}
          </Button>
          <Button variant="outline" disabled={index === total - 1} onClick={() => show(index + 1)}>
            {t`Next photo`}
          </Button>
        </div>
      )}
    </div>,
    document.body,
  )
}
