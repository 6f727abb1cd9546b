import { Input } from '@chakra-ui/react'
import type { AnyFieldApi } from '@tanstack/react-form'
import type { ReactNode } from 'react'
import { FormField } from '../../../ui/form/form-field.tsx'
import { datePickerBounds } from '../../../ui/spec-constants.ts'
import { clearServerError, fieldError } from '../form/field-error.ts'

const pad = (value: number) => String(value).padStart(2, '0')

/** An ISO instant as the browser's local "YYYY-MM-DDTHH:MM", which a datetime-local input shows. */
function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return ''
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

/**
 * A date and time typed in the admin's own time zone, kept in the form as an ISO instant (what the
 * API takes), or null when left blank.
 */
export function DateTimeField({ field, label, helper }: { field: AnyFieldApi; label: ReactNode; helper?: ReactNode }) {
  return (
    <FormField label={label} helper={helper} error={fieldError(field)}>
      <Input
        type="datetime-local"
        {...datePickerBounds('datetime-local')}
        name={field.name}
        value={toLocalInput(field.state.value as string | null)}
        onBlur={field.handleBlur}
        onChange={(event) => {
          clearServerError(field)
          const local = event.target.value
          field.handleChange(local ? new Date(local).toISOString() : null)
        }}
      />
    </FormField>
  )
}
