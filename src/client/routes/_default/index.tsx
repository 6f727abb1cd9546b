import { Box, Button, Container, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import { bannersQueryOptions } from '../../features/catalogue/api.ts'
import { BannerCarousel } from '../../features/catalogue/components/banner-carousel.tsx'
import { tripsQueryOptions } from '../../features/trips/api.ts'
import { TripGrid } from '../../features/trips/components/trip-grid.tsx'
import { useDocumentTitle } from '../../ui/use-document-title.ts'

const featuredQuery = { featured: true, pageSize: 9 }

export const Route = createFileRoute('/_default/')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([queryClient.ensureQueryData(bannersQueryOptions()), queryClient.ensureQueryData(tripsQueryOptions(featuredQuery))]),
  component: HomePage,
})

function CategoryLinks() {
  const { t } = useLingui()
  const categories = [
    { label: t`Excursions`, search: { classification: 0 } },
    { label: t`National trips`, search: { classification: 1 } },
    { label: t`International trips`, search: { classification: 2 } },
    { label: t`Cruises`, search: { transport: 'cruise' } },
  ] as const
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 3, lg: 6 }} gap="3">
      {categories.map((category) => (
        <li key={category.label}>
          <Button asChild variant="outline" w="full">
            <Link to="/trips" search={category.search}>
              {category.label}
            </Link>
          </Button>
        </li>
      ))}
      <li>
        <Button asChild variant="outline" w="full">
          <Link to="/f1">Fórmula 1</Link>
        </Button>
      </li>
      <li>
        <Button asChild variant="outline" w="full">
          <Link to="/motogp">MotoGP</Link>
        </Button>
      </li>
    </SimpleGrid>
  )
}

function HomePage() {
  const { t } = useLingui()
  const { data: banners } = useSuspenseQuery(bannersQueryOptions())
  const { data: featured } = useSuspenseQuery(tripsQueryOptions(featuredQuery))
  useDocumentTitle(`Roteiro · ${t`Trips, excursions and cruises`}`)
  return (
    <Stack gap="10" pb="8" pt={banners.length > 0 ? '0' : '8'}>
      {banners.length > 0 && <BannerCarousel banners={banners} />}
      <Container maxW="6xl">
        <Stack gap="10">
          <Stack gap="4">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              <Trans>Where do you want to go?</Trans>
            </Heading>
            <Text color="fg.muted" maxW="2xl">
              <Trans>Excursions, national and international trips, cruises and race weekends, with guides who take care of every detail.</Trans>
            </Text>
            <CategoryLinks />
          </Stack>
          <Stack as="section" gap="4" aria-labelledby="featured-heading">
            <HStack justify="space-between" align="end">
              <Heading as="h2" id="featured-heading" size="xl">
                <Trans>Featured trips</Trans>
              </Heading>
              <Button asChild variant="ghost">
                <Link to="/trips">
                  <Trans>See all trips</Trans>
                </Link>
              </Button>
            </HStack>
            {featured.items.length > 0 ? (
              <TripGrid trips={featured.items} priorityCount={banners.length > 0 ? 0 : 3} />
            ) : (
              <Box color="fg.muted">
                <Trans>No featured trips right now.</Trans>
              </Box>
            )}
          </Stack>
        </Stack>
      </Container>
    </Stack>
  )
}
