import { Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { FormAlert } from '../../../ui/form/form-alert.tsx'
import { useTimeLeft } from '../../../ui/use-time-left.ts'

const pad = (value: number) => String(value).padStart(2, '0')

/** A waitlist offer's checkout: until when its seats are held for this buyer, and the time left; once past, that they may be gone. */
export function OfferHoldNotice({ expiresAt }: { expiresAt: string }) {
  const { i18n } = useLingui()
  const left = useTimeLeft(expiresAt)
  const until = new Intl.DateTimeFormat(i18n.locale, { hour: '2-digit', minute: '2-digit' }).format(new Date(expiresAt))
  const seconds = Math.ceil(left / 1000)
  const clock = `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`
  if (left === 0)
    return (
      <FormAlert status="error" title={<Trans>The time to buy the seats held for you is over</Trans>}>
        <Trans>They went to the next person in line; you may still buy if seats are left.</Trans>
      </FormAlert>
    )
  return (
    <FormAlert status="info" title={<Trans>Seats held for you until {until}</Trans>}>
      <Trans>
        Time left:{' '}
        <Text as="span" role="timer" fontWeight="bold" fontVariantNumeric="tabular-nums" data-testid="offer-countdown">
          {clock}
        </Text>
      </Trans>
    </FormAlert>
  )
}
