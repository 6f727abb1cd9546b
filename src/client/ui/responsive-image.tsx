import { Box, type BoxProps } from '@chakra-ui/react'
import type { TripImage } from '../../domain/trip.ts'

interface ResponsiveImageProps extends Omit<BoxProps, 'children'> {
  image: TripImage
  /** The `sizes` attribute: how wide the image shows at each viewport. */
  sizes: string
  ratio?: number
  /** The largest image above the fold loads first and eagerly. */
  priority?: boolean
}

export function ResponsiveImage({ image, sizes, ratio = 16 / 9, priority = false, ...box }: ResponsiveImageProps) {
  const srcSet = Object.entries(image.widths)
    .map(([width, url]) => `${url} ${width}w`)
    .join(', ')
  return (
    <Box aspectRatio={ratio} overflow="hidden" bg="bg.emphasized" {...box}>
      <img
        src={image.widths['960'] ?? image.url}
        srcSet={srcSet || undefined}
        sizes={sizes}
        alt={image.alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
        width={960}
        height={Math.round(960 / ratio)}
        style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
    </Box>
  )
}
