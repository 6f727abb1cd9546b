import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/**
 * The domain schemas speak English ('Minimum length 10 characters'), and the server returns those
 * same texts in `fields`; this turns either into a message of the reader's language.
 */
const fixed: Record<string, MessageDescriptor> = {
  'This field is required': msg`This field is required`,
  'Invalid email format': msg`Invalid email format`,
}

const withLength: [RegExp, (length: number) => MessageDescriptor][] = [
  [/^Minimum length (\d+) characters$/, (length) => msg`Minimum length ${length} characters`],
  [/^Maximum length (\d+) characters$/, (length) => msg`Maximum length ${length} characters`],
]

export function describeValidationMessage(text: string): MessageDescriptor {
  const known = fixed[text]
  if (known) return known
  for (const [pattern, describe] of withLength) {
    const length = pattern.exec(text)?.[1]
    if (length) return describe(Number(length))
  }
  // A rule added to the schema later still shows, in English, rather than nothing.
  return { id: text, message: text }
}
