import { Button, Container, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute, Link } from '@tanstack/react-router'
import type { Product } from '../../../../domain/catalogue.ts'
import { formatBRL } from '../../../../domain/money.ts'
import { isSignedIn } from '../../../../domain/session.ts'
import { productsQueryOptions } from '../../../features/catalogue/api.ts'
import { useSession } from '../../../session.ts'
import { PageTitle } from '../../../ui/page-title.tsx'
import { ResponsiveImage } from '../../../ui/responsive-image.tsx'
import { SignInLink } from '../../../ui/sign-in-link.tsx'

export const Route = createFileRoute('/_default/user/marketing')({
  loader: async ({ context }) => (await context.queryClient()).ensureQueryData(productsQueryOptions()),
  component: MarketingPage,
})

/**
 * A priced product is bought like a trip: /user/checkout?product=<id>. A visitor signs in first,
 * with the checkout address as `redirect` so the sign-in can come back to it.
 */
function BuyProduct({ product }: { product: Product }) {
  const { t } = useLingui()
  const signedIn = isSignedIn(useSession())
  const name = product.name
  const label = t`Buy ${name}`
  if (signedIn) {
    return (
      <Button asChild aria-label={label}>
        <Link to="/user/checkout" search={{ product: product.id }}>
          <Trans>Buy</Trans>
        </Link>
      </Button>
    )
  }
  return (
    <Button asChild aria-label={label}>
      <SignInLink returnTo={`/user/checkout?product=${product.id}`}>
        <Trans>Buy</Trans>
      </SignInLink>
    </Button>
  )
}

function MarketingPage() {
  const { t } = useLingui()
  const { data: products } = useSuspenseQuery(productsQueryOptions())
  return (
    <Container maxW="6xl" py="8">
      <PageTitle documentTitle={t`Guides and products`} subtitle={t`Travel guides and services to plan your trip.`}>
        <Trans>Guides and products</Trans>
      </PageTitle>
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="6">
        {products.map((product) => (
          <Stack as="article" key={product.id} gap="3" bg="bg.panel" borderWidth="1px" borderRadius="l3" overflow="hidden" data-testid="product">
            <ResponsiveImage image={product.photo} sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" ratio={4 / 3} />
            <Stack gap="2" px="5" pb="5">
              <Text as="h2" fontWeight="bold" fontSize="lg">
                {product.name}
              </Text>
              <Text color="fg.muted" fontSize="sm">
                {product.description}
              </Text>
              <HStack justify="space-between" mt="2">
                {product.priceCents === null ? (
                  <>
                    <Text fontWeight="bold">{t`Free`}</Text>
                    <Button asChild variant="outline">
                      <a href={product.pdfUrl} target="_blank" rel="noopener" aria-label={t`Open the PDF of ${product.name}`}>
                        PDF
                      </a>
                    </Button>
                  </>
                ) : (
                  <>
                    <Text fontWeight="bold">{formatBRL(product.priceCents)}</Text>
                    <BuyProduct product={product} />
                  </>
                )}
              </HStack>
            </Stack>
          </Stack>
        ))}
      </SimpleGrid>
    </Container>
  )
}
