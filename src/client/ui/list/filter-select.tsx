import { Field, NativeSelect } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'

/** A list filter: a labelled select whose first choice, "All", is the empty value (no filter). */
export function FilterSelect({
  label,
  value,
  choices,
  onChange,
}: {
  label: ReactNode
  value: string
  choices: { value: string; label: string }[]
  onChange: (value: string) => void
}) {
  const { t } = useLingui()
  return (
    <Field.Root w="auto" minW="40">
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{t`All`}</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  )
}
