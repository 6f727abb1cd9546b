import { Field } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/**
 * A labelled control with its one error under it. Field.Root gives the control its id, ties the
 * label, the helper and the error to it, and marks it aria-invalid while there is an error.
 */
export function FormField({
  label,
  error,
  required,
  helper,
  keepHelper,
  children,
}: {
  label: ReactNode
  error?: string
  required?: boolean
  helper?: ReactNode
  /** Keep the helper under an error too (the password rules stay useful while one is broken). */
  keepHelper?: boolean
  children: ReactNode
}) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {helper && (keepHelper || !error) && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  )
}
