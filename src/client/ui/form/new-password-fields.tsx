import { Trans } from '@lingui/react/macro'
import type { ChangeEvent, ReactNode } from 'react'
import { FormField } from './form-field.tsx'
import { PasswordInput } from './password-input.tsx'
import { PasswordRules } from './password-rules.tsx'

type PasswordField = 'password' | 'passwordConfirmation'

/** What these fields need of a `useSchemaForm` whose fields include the password pair. */
interface PasswordForm {
  values: { password: string }
  errorOf: (field: PasswordField) => string | undefined
  register: (field: PasswordField) => { name: string; value: string; ref: (element: HTMLInputElement | null) => void; onChange: (event: ChangeEvent<HTMLInputElement>) => void }
}

/** A new password with its live rules, and its confirmation. */
export function NewPasswordFields({ form, label = <Trans>Password</Trans> }: { form: PasswordForm; label?: ReactNode }) {
  return (
    <>
      <FormField label={label} error={form.errorOf('password')} required keepHelper helper={<PasswordRules password={form.values.password} />}>
        <PasswordInput {...form.register('password')} autoComplete="new-password" maxLength={128} />
      </FormField>
      <FormField label={<Trans>Confirm the password</Trans>} error={form.errorOf('passwordConfirmation')} required>
        <PasswordInput {...form.register('passwordConfirmation')} autoComplete="new-password" maxLength={128} />
      </FormField>
    </>
  )
}
