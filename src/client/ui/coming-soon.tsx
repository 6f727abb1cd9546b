import { Container, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { PageTitle } from './page-title.tsx'

/** A screen whose feature lands in a later release: its title and an honest line. */
export function ComingSoon({ title }: { title: string }) {
  return (
    <Container maxW="6xl" py="8">
      <PageTitle documentTitle={title}>{title}</PageTitle>
      <Text color="fg.muted">
        <Trans>This screen is being prepared and will be available soon.</Trans>
      </Text>
    </Container>
  )
}
