import { Alert, Box, Button, Card, EmptyState, HStack, Heading, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { Profile } from '../../../../domain/user.ts'
import { AgencyStatusBadge } from '../../../ui/agency-status-badge.tsx'

const percent = (basisPoints: number, locale: string) => new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(basisPoints / 100)

function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <HStack justify="space-between" gap="3" wrap="wrap">
      <Text as="dt" color="fg.muted">
        {label}
      </Text>
      <Box as="dd">{children}</Box>
    </HStack>
  )
}

/**
 * What an agency the team has not approved sees instead of the form: why it cannot make links
 * (the API's refusal, already in the reader's language), where its approval stands, and what the screen
 * will hold once approved.
 */
export function NotApproved({ reason, agency }: { reason: string; agency: Profile['agency'] }) {
  const { i18n } = useLingui()
  return (
    <Stack gap="6">
      <Alert.Root status="warning" data-testid="not-approved">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            <Trans>You cannot create payment links yet</Trans>
          </Alert.Title>
          <Alert.Description>{reason}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
      {agency && (
        <Card.Root as="section" aria-labelledby="agency-terms-heading">
          <Card.Header>
            <Heading as="h2" id="agency-terms-heading" size="md">
              <Trans>Your agency</Trans>
            </Heading>
          </Card.Header>
          <Card.Body>
            <Stack as="dl" gap="2">
              <Fact label={<Trans>Approval</Trans>}>
                <AgencyStatusBadge approved={agency.approved} />
              </Fact>
              <Fact label={<Trans>Commission</Trans>}>
                {agency.commissionBasisPoints === null ? <Trans>Not set yet</Trans> : `${percent(agency.commissionBasisPoints, i18n.locale)}%`}
              </Fact>
              <Fact label={<Trans>Seller code</Trans>}>{agency.sellerCode ?? <Trans>Not set yet</Trans>}</Fact>
            </Stack>
          </Card.Body>
        </Card.Root>
      )}
      <EmptyState.Root data-testid="links-empty">
        <EmptyState.Content>
          <EmptyState.Title as="h2">
            <Trans>No payment links yet</Trans>
          </EmptyState.Title>
          <EmptyState.Description>
            <Trans>
              Once the agency team approves your agency, you create links here for a trip or a product at the day&apos;s price and send them to your customers on WhatsApp, by email
              or as a QR code at the counter. The customer pays without an account, and every sale through your links earns your commission.
            </Trans>
          </EmptyState.Description>
          <Button asChild variant="outline">
            <Link to="/contactUs">
              <Trans>Talk to the agency team</Trans>
            </Link>
          </Button>
        </EmptyState.Content>
      </EmptyState.Root>
    </Stack>
  )
}
