import { NativeSelect } from '@chakra-ui/react'
import type { AnyFieldApi } from '@tanstack/react-form'
import type { ReactNode } from 'react'
import { FormField } from '../../../ui/form/form-field.tsx'
import { clearServerError, fieldError } from './field-error.ts'

interface SelectFieldProps<V extends string | number | null> {
  field: AnyFieldApi
  label: ReactNode
  choices: { value: V; label: string }[]
  /** The first line, standing for null (no choice). */
  emptyLabel?: string
  required?: boolean
  helper?: ReactNode
}

/** A TanStack Form field as a native select whose choices keep their type (numbers stay numbers, "none" is null). */
export function SelectField<V extends string | number | null>({ field, label, choices, emptyLabel, required, helper }: SelectFieldProps<V>) {
  const current = choices.findIndex((choice) => choice.value === field.state.value)
  return (
    <FormField label={label} required={required} helper={helper} error={fieldError(field)}>
      <NativeSelect.Root>
        <NativeSelect.Field
          name={field.name}
          value={current === -1 ? '' : String(current)}
          onBlur={field.handleBlur}
          onChange={(event) => {
            clearServerError(field)
            field.handleChange(event.target.value === '' ? null : choices[Number(event.target.value)]!.value)
          }}
        >
          {(emptyLabel !== undefined || current === -1) && <option value="">{emptyLabel ?? ''}</option>}
          {choices.map((choice, index) => (
            <option key={String(choice.value)} value={index}>
              {choice.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FormField>
  )
}
