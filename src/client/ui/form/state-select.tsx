import { NativeSelect } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { brazilianStates } from '../../../domain/user.ts'

/** A select of the 27 federative units, "Choose…" first. */
export function StateSelect(props: NativeSelect.FieldProps) {
  const { t } = useLingui()
  return (
    <NativeSelect.Root>
      <NativeSelect.Field {...props}>
        <option value="">{t`Choose…`}</option>
        {brazilianStates.map((state) => (
          <option key={state} value={state}>
            {state}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  )
}
