import { Container, Heading, Skeleton, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { PaymentLink } from '../../../../domain/payment-link.ts'
import { describeApiCode } from '../../../ui/form/api-messages.ts'
import { PageTitle } from '../../../ui/page-title.tsx'
import { profileQueryOptions } from '../../account/api.ts'
import { usePaymentLinks, type PaymentLinkSearch } from '../api.ts'
import { CreateLinkForm } from './create-link-form.tsx'
import { LinkResult } from './link-result.tsx'
import { LinksTable } from './links-table.tsx'
import { NotApproved } from './not-approved.tsx'

interface PaymentLinksScreenProps {
  search: PaymentLinkSearch
  onSearch: (patch: PaymentLinkSearch) => void
}

/**
 * The agency's payment links (issue 13): make one for a trip or a product and hand it over
 * (copy, WhatsApp, QR), then follow every link in the table. An agency the team has not approved
 * (or has suspended) sees why it cannot sell instead of the form, and still the links it made.
 */
export function PaymentLinksScreen({ search, onSearch }: PaymentLinksScreenProps) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const profile = useQuery(profileQueryOptions())
  const links = usePaymentLinks(search)
  const [refusal, setRefusal] = useState<string>()
  const [created, setCreated] = useState<PaymentLink>()
  // The API decides (403): a refused send, or a profile waiting for approval (or suspended).
  const reason = refusal ?? (profile.data?.agency?.approved === false ? describeApiCode('payment_link.agency_not_approved') : undefined)
  // A suspended agency still follows the links it made; one never approved has none.
  const hasLinks = (links.data?.total ?? 0) > 0
  const linksSection = (
    <Stack as="section" gap="4" aria-labelledby="links-heading">
      <Heading as="h2" id="links-heading" size="md">
        <Trans>Your links</Trans>
      </Heading>
      <LinksTable search={search} onSearch={onSearch} />
    </Stack>
  )
  // Refused although the profile said approved (an admin withdrew it meanwhile): show its state as it is now.
  const refuse = (reasonText: string) => {
    setRefusal(reasonText)
    void queryClient.invalidateQueries({ queryKey: profileQueryOptions().queryKey })
  }

  return (
    <Container maxW="6xl" py="8">
      <PageTitle
        documentTitle={t`Payment links`}
        subtitle={<Trans>Sell a trip or a product to your customer with a link: they pay without an account, and the sale is credited to your agency.</Trans>}
      >
        <Trans>Payment links</Trans>
      </PageTitle>
      {profile.isPending ? (
        <Stack gap="3" aria-busy="true" aria-label={t`Loading`}>
          <Skeleton h="40" />
          <Skeleton h="24" />
        </Stack>
      ) : reason ? (
        <Stack gap="10">
          <NotApproved reason={reason} agency={profile.data?.agency ?? null} />
          {hasLinks && linksSection}
        </Stack>
      ) : (
        <Stack gap="10">
          {created ? <LinkResult link={created} onAnother={() => setCreated(undefined)} /> : <CreateLinkForm onCreated={setCreated} onRefused={refuse} />}
          {linksSection}
        </Stack>
      )}
    </Container>
  )
}
