import { Badge, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { AdminBanner } from '../../../../domain/admin/banner.ts'

/** When a banner shows: its start and end (if any) and whether it is live now, scheduled or over. */
export function BannerWindow({ banner }: { banner: AdminBanner }) {
  const { t, i18n } = useLingui()
  const format = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'short', timeStyle: 'short' })
  // The clock at each draw, on purpose: the list's refetch redraws a banner that went live since.
  // eslint-disable-next-line react-hooks/purity
  const now = Date.now()
  const state = banner.startsAt && Date.parse(banner.startsAt) > now ? 'scheduled' : banner.endsAt && Date.parse(banner.endsAt) < now ? 'ended' : 'live'
  return (
    <Stack gap="0.5" fontSize="sm" align={{ base: 'end', md: 'start' }}>
      {state === 'live' && <Badge colorPalette="green">{t`Live`}</Badge>}
      {state === 'scheduled' && <Badge colorPalette="blue">{t`Scheduled`}</Badge>}
      {state === 'ended' && <Badge>{t`Ended`}</Badge>}
      <Text color="fg.muted">{banner.startsAt ? t`From ${format.format(new Date(banner.startsAt))}` : t`No start`}</Text>
      <Text color="fg.muted">{banner.endsAt ? t`Until ${format.format(new Date(banner.endsAt))}` : t`No end`}</Text>
    </Stack>
  )
}
