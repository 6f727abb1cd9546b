import { useState, type ReactNode } from 'react'
import type { TripImage } from '../../../../domain/trip.ts'
import { ResponsiveImage } from '../../../ui/responsive-image.tsx'
import { useTouchParts } from '../../../ui/touch/use-touch-parts.ts'
import styles from './trip-details.module.css'

/**
 * The trip's images in their order: the first large (as the static shell drew it), the rest in a
 * scrollable strip. Once the touch parts have loaded (after the first paint), each opens full
 * screen, where they swipe and zoom (ui/touch/photo-viewer.tsx).
 */
export function TripGallery({ images }: { images: TripImage[] }) {
  const touch = useTouchParts()
  const [open, setOpen] = useState<number>()
  const [first, ...rest] = images
  if (!first) return null
  const opener = (position: number, photo: ReactNode) =>
    touch ? (
      <touch.PhotoOpener position={position + 1} total={images.length} onOpen={() => setOpen(position)}>
        {photo}
      </touch.PhotoOpener>
    ) : (
      photo
    )
  return (
    <section data-testid="trip-gallery">
      {opener(0, <ResponsiveImage image={first} sizes="(min-width: 1152px) 1152px, 100vw" priority className={styles.cover} />)}
      {rest.length > 0 && (
        <ul className={styles.strip}>
          {rest.map((image, position) => (
            <li key={image.url} className={styles.stripItem}>
              {opener(position + 1, <ResponsiveImage image={image} sizes="(min-width: 768px) 33vw, 70vw" className={styles.stripImage} />)}
            </li>
          ))}
        </ul>
      )}
      {touch && open !== undefined && <touch.PhotoViewer images={images} start={open} onClose={() => setOpen(undefined)} />}
    </section>
  )
}
