import { Button } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { downloadOrderCalendar } from '../order-calendar-api.ts'

/** "Add to calendar" on a confirmed trip: an .ics file with the trip, its departure (and return flight) and reminders. */
export function AddToCalendarButton({ code }: { code: string }) {
  const { t } = useLingui()
  const [busy, setBusy] = useState(false)
  const download = async () => {
    setBusy(true)
    try {
      await downloadOrderCalendar(code)
    } catch {
      // The API wrapper already told the user.
    } finally {
      setBusy(false)
    }
  }
  return (
    <Button variant="outline" alignSelf="flex-start" onClick={() => void download()} loading={busy} loadingText={t`Preparing the file…`}>
      <Trans>Add to calendar</Trans>
    </Button>
  )
}
