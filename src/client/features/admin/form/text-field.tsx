import { Input, Textarea } from '@chakra-ui/react'
import type { AnyFieldApi } from '@tanstack/react-form'
import type { ReactNode } from 'react'
import { FormField } from '../../../ui/form/form-field.tsx'
import { IsoDateInput } from '../../../ui/form/iso-date-input.tsx'
import { datePickerBounds } from '../../../ui/spec-constants.ts'
import { clearServerError, fieldError } from './field-error.ts'

interface TextFieldProps {
  field: AnyFieldApi
  label: ReactNode
  required?: boolean
  helper?: ReactNode
  multiline?: boolean
  type?: 'text' | 'number' | 'date' | 'time' | 'datetime-local' | 'email' | 'url'
  inputMode?: 'text' | 'numeric' | 'decimal'
  placeholder?: string
}

/** A TanStack Form field as a labelled input (or textarea) with its one error. */
export function TextField({ field, label, required, helper, multiline, type = 'text', inputMode, placeholder }: TextFieldProps) {
  const common = {
    name: field.name,
    value: (field.state.value as string | number | undefined) ?? '',
    onBlur: field.handleBlur,
    onChange: (event: { target: { value: string } }) => {
      clearServerError(field)
      field.handleChange(event.target.value)
    },
    placeholder,
  }
  return (
    <FormField label={label} required={required} helper={helper} error={fieldError(field)}>
      {multiline ? (
        <Textarea {...common} autoresize rows={3} />
      ) : type === 'date' ? (
        <IsoDateInput name={common.name} value={String(common.value)} onBlur={common.onBlur} onIsoChange={(iso) => common.onChange({ target: { value: iso } })} />
      ) : (
        <Input {...common} {...(type === 'datetime-local' ? datePickerBounds(type) : {})} type={type} inputMode={inputMode} />
      )}
    </FormField>
  )
}
