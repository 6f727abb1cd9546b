import { Checkbox, Stack, Text } from '@chakra-ui/react'
import type { AnyFieldApi } from '@tanstack/react-form'
import { useId, type ReactNode } from 'react'
import { clearServerError, fieldError } from './field-error.ts'

/**
 * A yes/no field of a TanStack Form as a labelled checkbox, its helper or its one error tied to it
 * (no Field.Root: it would point the input at a field label a checkbox does not have).
 */
export function CheckboxField({ field, label, helper }: { field: AnyFieldApi; label: ReactNode; helper?: ReactNode }) {
  const id = useId()
  const error = fieldError(field)
  const note = error ?? helper
  return (
    <Stack gap="1">
      <Checkbox.Root
        name={field.name}
        checked={Boolean(field.state.value)}
        onCheckedChange={(details) => {
          clearServerError(field)
          field.handleChange(details.checked === true)
        }}
        invalid={Boolean(error)}
      >
        <Checkbox.HiddenInput onBlur={field.handleBlur} aria-describedby={note ? `${id}-note` : undefined} />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
      {note && (
        <Text id={`${id}-note`} fontSize="xs" color={error ? 'fg.error' : 'fg.muted'} ps="7">
          {note}
        </Text>
      )}
    </Stack>
  )
}
