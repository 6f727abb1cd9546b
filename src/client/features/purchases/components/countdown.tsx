import { Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'

const pad = (value: number) => String(value).padStart(2, '0')

/**
 * The Pix code's time left as mm:ss. The visible clock is not a live region (a reader announcing
 * every second is noise); its label says what it counts.
 */
export function Countdown({ left }: { left: number }) {
  const seconds = Math.ceil(left / 1000)
  const text = `${pad(Math.floor(seconds / 60))}:${pad(seconds % 60)}`
  return (
    <Text fontSize="sm" color={seconds <= 120 ? 'fg.warning' : 'fg.muted'}>
      <Trans>
        Valid for{' '}
        <Text as="span" role="timer" fontWeight="bold" fontVariantNumeric="tabular-nums" color="fg" data-testid="pix-countdown">
          {text}
        </Text>
      </Trans>
    </Text>
  )
}
