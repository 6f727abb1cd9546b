import type { TripImage } from '../../../../domain/trip.ts'
import { ResponsiveImage } from '../../../ui/responsive-image.tsx'
import styles from './trip-details.module.css'

/** The trip's images in their order: the first large (as the static shell drew it), the rest in a scrollable strip. */
export function TripGallery({ images }: { images: TripImage[] }) {
  const [first, ...rest] = images
  if (!first) return null
  return (
    <section data-testid="trip-gallery">
      <ResponsiveImage image={first} sizes="(min-width: 1152px) 1152px, 100vw" priority className={styles.cover} />
      {rest.length > 0 && (
        <ul className={styles.strip}>
          {rest.map((image) => (
            <li key={image.url} className={styles.stripItem}>
              <ResponsiveImage image={image} sizes="(min-width: 768px) 33vw, 70vw" className={styles.stripImage} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
