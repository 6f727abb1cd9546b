import { Checkbox, Field } from '@chakra-ui/react'
import type { AnyFieldApi } from '@tanstack/react-form'
import type { ReactNode } from 'react'
import { clearServerError, fieldError } from '../../form/field-error.ts'

/** A yes/no field of a TanStack Form as a labelled checkbox, with its one error. */
export function CheckboxField({ field, label, helper }: { field: AnyFieldApi; label: ReactNode; helper?: ReactNode }) {
  const error = fieldError(field)
  return (
    <Field.Root invalid={Boolean(error)}>
      <Checkbox.Root
        name={field.name}
        checked={Boolean(field.state.value)}
        onCheckedChange={(details) => {
          clearServerError(field)
          field.handleChange(details.checked === true)
        }}
        invalid={Boolean(error)}
      >
        <Checkbox.HiddenInput onBlur={field.handleBlur} />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  )
}
