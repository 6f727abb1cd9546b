import { Card, Heading, SimpleGrid, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { agency } from '../agency.ts'
import { ExternalLink } from './content-layout.tsx'

function Channel({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Card.Root variant="outline" bg="bg.panel" size="sm" borderTopWidth="3px" borderTopColor="accent">
      <Card.Body gap="1">
        <Heading as="h3" size="sm">
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  )
}

/** The agency's ways in, each one a link that opens the right app on a phone. */
export function ContactChannels() {
  const { whatsapp, whatsappHref, phone, phoneHref, email, street, district, city, zip } = agency
  return (
    <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
      <Channel title="WhatsApp">
        <ExternalLink href={whatsappHref}>{whatsapp}</ExternalLink>
        <Text color="fg.muted" fontSize="sm">
          <Trans>The quickest way to reach us.</Trans>
        </Text>
      </Channel>
      <Channel title={<Trans>Phone</Trans>}>
        <ExternalLink href={phoneHref}>{phone}</ExternalLink>
      </Channel>
      <Channel title={<Trans>Email</Trans>}>
        <ExternalLink href={`mailto:${email}`}>{email}</ExternalLink>
      </Channel>
      <Channel title={<Trans>Address</Trans>}>
        <Text>
          {street}, {district}
          <br />
          {city}, CEP {zip}
        </Text>
        <Text color="fg.muted" fontSize="sm">
          <Trans>Visits by appointment.</Trans>
        </Text>
      </Channel>
      <Channel title={<Trans>Opening hours</Trans>}>
        <Text>
          <Trans>Monday to Friday, 9 a.m. to 6 p.m.</Trans>
          <br />
          <Trans>Saturday, 9 a.m. to 1 p.m.</Trans>
        </Text>
        <Text color="fg.muted" fontSize="sm">
          <Trans>Brasília time, except public holidays.</Trans>
        </Text>
      </Channel>
      <Channel title={<Trans>Already travelling?</Trans>}>
        <Text>
          <Trans>Use the 24-hour emergency number printed on your voucher.</Trans>
        </Text>
      </Channel>
    </SimpleGrid>
  )
}
