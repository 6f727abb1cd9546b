import type { AnyFieldApi } from '@tanstack/react-form'
import type { ReactNode } from 'react'
import { DateInput } from '../../../ui/form/date-input.tsx'
import { FormField } from '../../../ui/form/form-field.tsx'
import { MaskedInput, type MaskName } from '../../../ui/form/masked-input.tsx'
import { StateSelect } from '../../../ui/form/state-select.tsx'
import { clearServerError, fieldError } from '../form/field-error.ts'

const changeOf = (field: AnyFieldApi) => (text: string) => {
  clearServerError(field)
  field.handleChange(text)
}

/** A CPF, phone or CEP field of a TanStack form, masked while typed. */
export function MaskedField({ field, kind, label, placeholder }: { field: AnyFieldApi; kind: Exclude<MaskName, 'date'>; label: ReactNode; placeholder: string }) {
  return (
    <FormField label={label} error={fieldError(field)}>
      <MaskedInput
        kind={kind}
        name={field.name}
        value={field.state.value as string}
        onBlur={field.handleBlur}
        onChange={(event) => changeOf(field)(event.target.value)}
        placeholder={placeholder}
        type={kind === 'phone' ? 'tel' : 'text'}
      />
    </FormField>
  )
}

/** A date in the reader's format. */
export function DateField({ field, label }: { field: AnyFieldApi; label: ReactNode }) {
  return (
    <FormField label={label} error={fieldError(field)}>
      <DateInput name={field.name} value={field.state.value as string} onValueChange={changeOf(field)} onBlur={field.handleBlur} />
    </FormField>
  )
}

/** One of the 27 federative units. */
export function StateField({ field, label }: { field: AnyFieldApi; label: ReactNode }) {
  return (
    <FormField label={label} error={fieldError(field)}>
      <StateSelect name={field.name} value={field.state.value as string} onBlur={field.handleBlur} onChange={(event) => changeOf(field)(event.target.value)} />
    </FormField>
  )
}
