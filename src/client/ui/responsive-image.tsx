import type { TripImage } from '../../domain/trip.ts'
import { cx } from './plain/cx.ts'
import styles from './responsive-image.module.css'

interface ResponsiveImageProps {
  image: TripImage
  /** The `sizes` attribute: how wide the image shows at each viewport. */
  sizes: string
  ratio?: number
  /** The largest image above the fold loads first and eagerly. */
  priority?: boolean
  /** Classes for the frame (its size, corners). */
  className?: string | undefined
}

export function ResponsiveImage({ image, sizes, ratio = 16 / 9, priority = false, className }: ResponsiveImageProps) {
  const srcSet = Object.entries(image.widths)
    .map(([width, url]) => `${url} ${width}w`)
    .join(', ')
  return (
    <div className={cx(styles.frame, className)} style={{ aspectRatio: String(ratio) }}>
      <img
        className={styles.image}
        src={image.widths['960'] ?? image.url}
        srcSet={srcSet || undefined}
        sizes={sizes}
        alt={image.alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        width={960}
        height={Math.round(960 / ratio)}
      />
    </div>
  )
}
