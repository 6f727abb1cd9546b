import { Box, Button, HStack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { useRouter } from '@tanstack/react-router'
import { useEffect, useState, type MouseEvent } from 'react'
import type { Banner } from '../../../../domain/catalogue.ts'
import { ResponsiveImage } from '../../../ui/responsive-image.tsx'

const ROTATE_MS = 6000

/** The home banners, one at a time, turning every few seconds unless the visitor is on them. */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useLingui()
  const [index, setIndex] = useState(0)
  const [paused, setPaused] = useState(false)
  const router = useRouter()
  useEffect(() => {
    if (banners.length < 2 || paused || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % banners.length), ROTATE_MS)
    return () => window.clearInterval(timer)
  }, [banners.length, paused])

  // Banner links are admin-typed paths (with their query); inside the app they navigate without a reload.
  const followInternalLink = (event: MouseEvent<HTMLAnchorElement>) => {
    const href = event.currentTarget.getAttribute('href') ?? ''
    if (!href.startsWith('/') || event.metaKey || event.ctrlKey || event.shiftKey) return
    event.preventDefault()
    router.history.push(href)
  }

  const banner = banners[index % banners.length]
  if (!banner) return null
  const slide = (
    <Box position="relative" key={banner.id} animation="fade-in 0.4s ease-out">
      <ResponsiveImage image={banner.image} sizes="100vw" ratio={16 / 6} priority={index === 0} minH="200px" />
      <Box position="absolute" insetX="0" bottom="0" p={{ base: '4', md: '8' }} bgGradient="to-t" gradientFrom="blackAlpha.800" gradientTo="transparent">
        <Text as="h2" fontSize={{ base: 'xl', md: '3xl' }} fontWeight="bold" color="white" maxW="2xl">
          {banner.title}
        </Text>
      </Box>
    </Box>
  )
  return (
    <Box
      as="section"
      aria-roledescription="carousel"
      aria-label={t`Highlights`}
      position="relative"
      onFocus={() => setPaused(true)}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      data-testid="banners"
    >
      {banner.link ? (
        <a href={banner.link} aria-label={banner.title} onClick={followInternalLink}>
          {slide}
        </a>
      ) : (
        slide
      )}
      {banners.length > 1 && (
        <HStack position="absolute" top="3" right="3" gap="1.5">
          {banners.map((item, position) => (
            <Button
              key={item.id}
              size="2xs"
              minW="6"
              variant={position === index ? 'solid' : 'subtle'}
              aria-label={t`Show highlight ${position + 1}: ${item.title}`}
              aria-current={position === index}
              onClick={() => setIndex(position)}
            >
              {position + 1}
            </Button>
          ))}
        </HStack>
      )}
    </Box>
  )
}
