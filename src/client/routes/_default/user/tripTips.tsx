import { Box, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSuspenseQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { tipsQueryOptions, travelInformationQueryOptions } from '../../../features/catalogue/api.ts'
import { PageTitle } from '../../../ui/page-title.tsx'
import { ResponsiveImage } from '../../../ui/responsive-image.tsx'

export const Route = createFileRoute('/_default/user/tripTips')({
  loader: async ({ context }) => {
    const queryClient = await context.queryClient()
    return Promise.all([queryClient.ensureQueryData(tipsQueryOptions()), queryClient.ensureQueryData(travelInformationQueryOptions())])
  },
  component: TipsPage,
})

function TipsPage() {
  const { t } = useLingui()
  const { data: tips } = useSuspenseQuery(tipsQueryOptions())
  const { data: information } = useSuspenseQuery(travelInformationQueryOptions())
  return (
    <Container maxW="6xl" py="8">
      <PageTitle documentTitle={t`Travel tips`} subtitle={t`What to know before you go.`}>
        <Trans>Travel tips</Trans>
      </PageTitle>
      {tips.length === 0 && (
        <Text color="fg.muted">
          <Trans>No active tips right now.</Trans>
        </Text>
      )}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        {tips.map((tip) => (
          <Stack as="article" key={tip.id} gap="3" bg="bg.panel" borderWidth="1px" borderRadius="l3" overflow="hidden" data-testid="tip">
            {tip.image && <ResponsiveImage image={tip.image} sizes="(min-width: 768px) 50vw, 100vw" />}
            <Stack gap="2" p="5" pt={tip.image ? '2' : '5'}>
              <Heading as="h2" size="md">
                {tip.title}
              </Heading>
              <Text color="fg.muted" whiteSpace="pre-line">
                {tip.text}
              </Text>
            </Stack>
          </Stack>
        ))}
      </SimpleGrid>
      {information.length > 0 && (
        <Box as="section" mt="12" aria-labelledby="information-heading">
          <Heading as="h2" id="information-heading" size="lg" mb="4">
            <Trans>Travel information</Trans>
          </Heading>
          <Stack gap="4">
            {information.map((item) => (
              <Stack key={item.id} gap="1" borderStartWidth="3px" borderColor="accent" ps="4">
                <Text fontWeight="semibold">{item.type}</Text>
                <Text color="fg.muted" whiteSpace="pre-line">
                  {item.text}
                </Text>
              </Stack>
            ))}
          </Stack>
        </Box>
      )}
    </Container>
  )
}
