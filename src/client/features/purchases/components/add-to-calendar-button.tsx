import { Trans, useLingui } from '@lingui/react/macro'
import { DownloadButton } from '../../../ui/download-button.tsx'
import { downloadOrderCalendar } from '../order-calendar-api.ts'

/** "Add to calendar" on a confirmed trip: an .ics file with the trip, its departure (and return flight) and reminders. */
export function AddToCalendarButton({ code }: { code: string }) {
  const { t } = useLingui()
  return (
    <DownloadButton variant="outline" alignSelf="flex-start" download={() => downloadOrderCalendar(code)} loadingText={t`Preparing the file…`}>
      <Trans>Add to calendar</Trans>
    </DownloadButton>
  )
}
