import { Checkbox, Stack, Text } from '@chakra-ui/react'
import type { AnyFieldApi } from '@tanstack/react-form'
import { useId, type ReactNode } from 'react'
import { clearServerError, fieldError } from './field-error.ts'

interface CheckboxFieldProps {
  field: AnyFieldApi
  label: ReactNode
  helper?: ReactNode
  /** For a field that is null when off (a group of fields turned on or off): the value it takes when checked. */
  whenOn?: () => unknown
}

/**
 * A yes/no field of a TanStack Form as a labelled checkbox, its helper or its one error tied to it
 * (no Field.Root: it would point the input at a field label a checkbox does not have).
 */
export function CheckboxField({ field, label, helper, whenOn }: CheckboxFieldProps) {
  const id = useId()
  const error = fieldError(field)
  const note = error ?? helper
  return (
    <Stack gap="1">
      <Checkbox.Root
        name={field.name}
        checked={whenOn ? field.state.value !== null : Boolean(field.state.value)}
        onCheckedChange={(details) => {
          clearServerError(field)
          const checked = details.checked === true
          field.handleChange(whenOn ? (checked ? whenOn() : null) : checked)
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
