import { Box, HStack } from '@chakra-ui/react'
import type { TripImage } from '../../../../domain/trip.ts'
import { ResponsiveImage } from '../../../ui/responsive-image.tsx'

/** The trip's images in their order: the first large, the rest in a scrollable strip. */
export function TripGallery({ images }: { images: TripImage[] }) {
  const [first, ...rest] = images
  if (!first) return null
  return (
    <Box as="section" data-testid="trip-gallery">
      <ResponsiveImage image={first} sizes="(min-width: 1152px) 1152px, 100vw" priority borderRadius={{ md: 'l3' }} />
      {rest.length > 0 && (
        <HStack as="ul" listStyleType="none" gap="3" mt="3" overflowX="auto" scrollSnapType="x mandatory" px={{ base: '4', md: '0' }}>
          {rest.map((image) => (
            <Box as="li" key={image.url} flex="0 0 auto" w={{ base: '70%', md: '32%' }} scrollSnapAlign="start">
              <ResponsiveImage image={image} sizes="(min-width: 768px) 33vw, 70vw" borderRadius="l2" />
            </Box>
          ))}
        </HStack>
      )}
    </Box>
  )
}
