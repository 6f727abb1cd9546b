import { plural, t } from '@lingui/core/macro'
import { contentMessages } from '../../../domain/admin-content-fields.ts'
import { adminMessages } from '../../../domain/admin-fields.ts'
import { fieldMessages as m } from '../../../domain/user-messages.ts'

/**
 * The domain schemas speak English ('Minimum length 10 characters'), and the server returns those
 * same texts in `fields`; this turns either into the reader's language. Call it while rendering
 * (under Lingui's provider) so a language switch redraws the errors.
 */
const fixed: Record<string, () => string> = {
  [m.required]: () => t`This field is required`,
  [m.email]: () => t`Invalid email format`,
  [m.passwordsDiffer]: () => t`Passwords are not the same`,
  [m.cpf]: () => t`Invalid CPF`,
  [m.phone]: () => t`Invalid phone number`,
  [m.date]: () => t`Invalid date`,
  [m.zipCode]: () => t`Invalid zip code`,
  [m.state]: () => t`Invalid state`,
  [m.code]: () => t`The code has 6 digits`,
  [m.commonPassword]: () => t`This password is too common`,
  [m.wrongCurrentPassword]: () => t`The current password is wrong`,
  [m.wrongCode]: () => t`Wrong code`,
  [adminMessages.wholeNumber]: () => t`Must be a whole number`,
  [adminMessages.amount]: () => t`Invalid amount`,
  [adminMessages.endBeforeStart]: () => t`The end must be after the start`,
  [adminMessages.bannerRequired]: () => t`At least one banner must be chosen`,
  [adminMessages.pdfOnly]: () => t`Only PDF files are accepted`,
  [adminMessages.photoAndFileRequired]: () => t`A product needs both a photo and a file`,
  [adminMessages.imageRequired]: () => t`An image is required`,
  'Unknown image': () => t`Unknown image`,
  'Unknown file': () => t`Unknown file`,
  [contentMessages.link]: () => t`Use a path of this site (starting with /) or an https:// address`,
  [contentMessages.slugless]: () => t`The name needs letters or digits`,
  [contentMessages.eventTypeTaken]: () => t`An event type with this name already exists`,
  [contentMessages.tipTaken]: () => t`A tip with this title already exists`,
  [contentMessages.orderMismatch]: () => t`The list does not match the current banners; reload and try again`,
  [contentMessages.orderRepeats]: () => t`Each banner must appear once`,
}

const counted: [RegExp, (count: number) => string][] = [
  [/^Minimum length (\d+) characters$/, (length) => t`Minimum length ${length} characters`],
  [/^Maximum length (\d+) characters$/, (length) => t`Maximum length ${length} characters`],
  [/^Minimum (\d+) uppercase letters$/, (count) => plural(count, { one: 'Minimum # uppercase letter', other: 'Minimum # uppercase letters' })],
  [/^Minimum (\d+) special characters$/, (count) => plural(count, { one: 'Minimum # special character', other: 'Minimum # special characters' })],
  [/^Minimum value (\d+)$/, (value) => t`Minimum value ${value}`],
  [/^Maximum value (\d+)$/, (value) => t`Maximum value ${value}`],
]

export function translateValidationMessage(text: string): string {
  const known = fixed[text]
  if (known) return known()
  for (const [pattern, describe] of counted) {
    const count = pattern.exec(text)?.[1]
    if (count) return describe(Number(count))
  }
  // A rule added to a schema later still shows, in English, rather than nothing.
  return text
}
