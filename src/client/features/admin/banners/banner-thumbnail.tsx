import { Box, Image } from '@chakra-ui/react'
import type { StoredImageInput } from '../../../../domain/uploads.ts'
import { storedUrl } from '../uploads/api.ts'

/** The smallest rendition of a banner's image, as a preview in the list. */
export function BannerThumbnail({ image }: { image: StoredImageInput }) {
  const smallest = Object.entries(image.widths).sort(([a], [b]) => Number(a) - Number(b))[0]?.[1] ?? image.key
  return (
    <Box w="28" aspectRatio={16 / 6} borderRadius="l2" overflow="hidden" borderWidth="1px" bg="bg.emphasized">
      <Image src={storedUrl(smallest)} alt={image.alt} w="full" h="full" objectFit="cover" loading="lazy" />
    </Box>
  )
}
