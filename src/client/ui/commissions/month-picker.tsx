import { Button, Field, HStack, Input } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { monthLabel, shiftMonth } from './month.ts'

/**
 * Chooses a commission month: the browser's month field, with the month before and after one
 * tap away (a phone's month wheel is slow, and some browsers show the field as plain text).
 */
export function MonthPicker({ month, onChange }: { month: string; onChange: (month: string) => void }) {
  const { t, i18n } = useLingui()
  const previous = shiftMonth(month, -1)
  const next = shiftMonth(month, 1)
  const previousName = monthLabel(previous, i18n.locale)
  const nextName = monthLabel(next, i18n.locale)
  return (
    <Field.Root w="auto">
      <Field.Label>
        <Trans>Month</Trans>
      </Field.Label>
      <HStack gap="2">
        <Button variant="outline" size="sm" aria-label={t`Previous month: ${previousName}`} onClick={() => onChange(previous)}>
          ‹
        </Button>
        <Input
          type="month"
          w="44"
          value={month}
          min="2020-01"
          onChange={(event) => {
            if (/^\d{4}-\d{2}$/.test(event.target.value)) onChange(event.target.value)
          }}
        />
        <Button variant="outline" size="sm" aria-label={t`Next month: ${nextName}`} onClick={() => onChange(next)}>
          ›
        </Button>
      </HStack>
    </Field.Root>
  )
}
