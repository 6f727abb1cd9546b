import { Box, Stack, VisuallyHidden } from '@chakra-ui/react'
import { plural, t } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { countSpecial, countUppercase, passwordRules } from '../../../domain/password-rules.ts'

/** The new-password rules, each marked as met while the user types; shown under the field. */
export function PasswordRules({ password }: { password: string }) {
  // The texts come from the global i18n; this subscribes the list to a change of language.
  useLingui()
  const { minLength, minUppercase, minSpecial } = passwordRules
  const rules = [
    { met: password.length >= minLength, text: t`At least ${minLength} characters` },
    { met: countUppercase(password) >= minUppercase, text: plural(minUppercase, { one: 'At least # uppercase letter', other: 'At least # uppercase letters' }) },
    {
      met: countSpecial(password) >= minSpecial,
      text: plural(minSpecial, { one: 'At least # special character (!, @, $, space…)', other: 'At least # special characters (!, @, $, space…)' }),
    },
  ]
  return (
    <Stack as="span" gap="0.5" display="flex" mt="1">
      {rules.map((rule) => (
        <Box as="span" key={rule.text} display="block" color={rule.met ? 'fg.success' : 'fg.muted'}>
          <span aria-hidden>{rule.met ? '✓ ' : '• '}</span>
          {rule.text}
          <VisuallyHidden>{rule.met ? t`(met)` : t`(not met yet)`}</VisuallyHidden>
        </Box>
      ))}
    </Stack>
  )
}
