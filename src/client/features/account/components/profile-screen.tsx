import { Box, Button, Container, Heading, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { isSignedIn } from '../../../../domain/session.ts'
import type { Profile } from '../../../../domain/user.ts'
import { describeApiError } from '../../../ui/form/api-messages.ts'
import { FormAlert } from '../../../ui/form/form-alert.tsx'
import { NavLink } from '../../../ui/nav-link.tsx'
import { useSession } from '../../../session.ts'
import { PageTitle } from '../../../ui/page-title.tsx'
import { useRateFormat } from '../../../ui/use-rate-format.ts'
import { profileQueryOptions } from '../api.ts'
import { AddressForm } from './address-form.tsx'
import { CalendarFeedSection } from './calendar-feed-section.tsx'
import { CreditsSection } from './credits-section.tsx'
import { NotificationPreferencesSection } from './notification-preferences-section.tsx'
import { PersonalDataForm } from './personal-data-form.tsx'
import { SecurityForm } from './security-form.tsx'
import { YourDataSection } from './your-data-section.tsx'

function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} bg="bg.panel" borderWidth="1px" borderRadius="l3" p={{ base: '4', md: '6' }}>
      <Heading as="h2" id={id} size="lg" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  )
}

function AgencyTerms({ agency }: { agency: NonNullable<Profile['agency']> }) {
  const rate = useRateFormat()
  const commission = agency.commissionBasisPoints === null ? null : rate(agency.commissionBasisPoints)
  const sellerCode = agency.sellerCode
  if (!agency.approved) {
    return (
      <Text color="fg.muted">
        <Trans>Your agency is waiting for approval by our team; we will let you know by email.</Trans>
      </Text>
    )
  }
  return (
    <Text color="fg.muted">
      {commission === null || sellerCode === null ? (
        <Trans>Our team has not set your commission and seller code yet; we will let you know by email.</Trans>
      ) : (
        <Trans>
          Commission: {commission}. Seller code: {sellerCode}.
        </Trans>
      )}
    </Text>
  )
}

/** /user/profile: the account's credits, personal data, address and security of the signed-in account, its trips' calendar feed, and the account's data (download, deletion). */
export function ProfileScreen() {
  const { t } = useLingui()
  // Not once signed out (sign-out, another tab, a 401): asking again would only meet a 401.
  const signedIn = isSignedIn(useSession())
  const profile = useQuery({ ...profileQueryOptions(), enabled: signedIn })
  return (
    <Container maxW="3xl" py="8">
      <PageTitle documentTitle={t`My account`} subtitle={profile.data?.email}>
        <Trans>My account</Trans>
      </PageTitle>
      {profile.isPending ? (
        <Stack gap="6" aria-busy>
          <Skeleton height="64" />
          <Skeleton height="80" />
        </Stack>
      ) : profile.isError ? (
        <Stack gap="4" align="flex-start">
          <FormAlert status="error" title={describeApiError(profile.error)} />
          <Button variant="outline" onClick={() => void profile.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </Stack>
      ) : (
        <Stack gap="6">
          <NavLink to="/user/myAcquired" variant="underline" alignSelf="flex-start">
            <Trans>See my purchases</Trans>
          </NavLink>
          {profile.data.agency && (
            <Section id="agency-title" title={<Trans>Partner agency</Trans>}>
              <AgencyTerms agency={profile.data.agency} />
            </Section>
          )}
          <Section id="credits-title" title={<Trans>My credits</Trans>}>
            <CreditsSection />
          </Section>
          <Section id="personal-data-title" title={<Trans>Personal data</Trans>}>
            <PersonalDataForm profile={profile.data} />
          </Section>
          <Section id="address-title" title={<Trans>Address</Trans>}>
            <AddressForm profile={profile.data} />
          </Section>
          <Section id="security-title" title={<Trans>Security</Trans>}>
            <SecurityForm profile={profile.data} />
          </Section>
          <Section id="notifications-title" title={<Trans>Notifications</Trans>}>
            <NotificationPreferencesSection />
          </Section>
          <Section id="calendar-feed-title" title={<Trans>Subscribe to your trips' calendar</Trans>}>
            <CalendarFeedSection />
          </Section>
          <Section id="your-data-title" title={<Trans>Your data</Trans>}>
            <YourDataSection profile={profile.data} />
          </Section>
        </Stack>
      )}
    </Container>
  )
}
