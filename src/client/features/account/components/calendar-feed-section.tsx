import { Button, HStack, Input, Link, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { webcalUrlOf } from '../../../../domain/calendar.ts'
import { ConfirmButton } from '../../../ui/confirm-button.tsx'
import { CopyButton } from '../../../ui/copy-button.tsx'
import { calendarFeedQueryOptions, useResetCalendarFeed } from '../calendar-feed-api.ts'

/**
 * "Subscribe to your trips' calendar": the account's private feed URL, which a phone's calendar
 * polls by itself (every confirmed trip, kept up to date), its webcal:// link for the apps that
 * subscribe on a tap, and a reset for a URL that leaked.
 */
export function CalendarFeedSection() {
  const { t } = useLingui()
  const feed = useQuery(calendarFeedQueryOptions())
  const reset = useResetCalendarFeed()
  if (feed.isError) {
    return (
      <Button variant="outline" onClick={() => void feed.refetch()}>
        <Trans>Try again</Trans>
      </Button>
    )
  }
  if (feed.isPending) return <Skeleton height="24" />
  const { url } = feed.data
  return (
    <Stack gap="3" align="flex-start" data-testid="calendar-feed">
      <Text color="fg.muted" fontSize="sm">
        <Trans>
          Your calendar app can subscribe to this private link: every confirmed trip shows up in it, and stays up to date. Anyone with the link sees your trips, so keep it to
          yourself.
        </Trans>
      </Text>
      <Input readOnly value={url} aria-label={t`Calendar link`} fontSize="sm" onFocus={(event) => event.currentTarget.select()} />
      <HStack gap="3" wrap="wrap">
        <CopyButton text={url} copied={t`Calendar link copied`}>
          <Trans>Copy link</Trans>
        </CopyButton>
        <Button asChild variant="outline">
          <Link href={webcalUrlOf(url)}>
            <Trans>Open in my calendar app</Trans>
          </Link>
        </Button>
        <ConfirmButton
          title={<Trans>Reset the calendar link?</Trans>}
          description={<Trans>The current link stops working: calendars subscribed to it stop updating, and you subscribe again with the new one.</Trans>}
          confirmText={<Trans>Reset link</Trans>}
          onConfirm={() => reset.mutateAsync()}
        >
          <Trans>Reset link</Trans>
        </ConfirmButton>
      </HStack>
    </Stack>
  )
}
