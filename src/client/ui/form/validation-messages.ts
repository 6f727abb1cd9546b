import { plural, t } from '@lingui/core/macro'
import { agencyMessages } from '../../../domain/admin/agency.ts'
import { contentMessages } from '../../../domain/admin/content-fields.ts'
import { adminMessages as a } from '../../../domain/admin/fields.ts'
import { adminTripMessages as trip } from '../../../domain/admin/trip/messages.ts'
import { adminUserMessages } from '../../../domain/admin/user.ts'
import { commissionMessages } from '../../../domain/commission.ts'
import { forfaitMessages } from '../../../domain/forfait.ts'
import { authMessages, fieldMessages as m } from '../../../domain/user-messages.ts'

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
  [a.wholeNumber]: () => t`Must be a whole number`,
  [a.amount]: () => t`Invalid amount`,
  [a.time]: () => t`Invalid time`,
  [a.endBeforeStart]: () => t`The end must be after the start`,
  [a.bannerRequired]: () => t`At least one banner must be chosen`,
  [a.pdfOnly]: () => t`Only PDF files are accepted`,
  [a.photoAndFileRequired]: () => t`A product needs both a photo and a file`,
  [a.imageRequired]: () => t`An image is required`,
  [forfaitMessages.returnBeforeDeparture]: () => t`The return must not be before the departure`,
  [trip.checkOutBeforeCheckIn]: () => t`The check-out cannot be before the check-in`,
  [trip.optionRequired]: () => t`A trip needs at least one option`,
  [trip.imageRequired]: () => t`A published trip needs at least one image`,
  [trip.nameTaken]: () => t`A trip with this name already exists`,
  [trip.slugTaken]: () => t`Another trip already has this URL name`,
  [trip.unknownOption]: () => t`This option is not one of the trip’s options`,
  [trip.unknownAirline]: () => t`Unknown airline`,
  [trip.unknownEventType]: () => t`Unknown event type`,
  [trip.tripHasOrders]: () => t`This trip has orders and cannot be deleted; unpublish it instead`,
  [authMessages.emailTaken]: () => t`An account with this email already exists`,
  [agencyMessages.commission]: () => t`The commission is a percentage from 0 to 100 with up to 2 decimals`,
  [agencyMessages.sellerCode]: () => t`The seller code has 4 to 12 letters or digits`,
  [agencyMessages.sellerCodeTaken]: () => t`Another agency already has this seller code`,
  [agencyMessages.termsToApprove]: () => t`Required to approve the agency`,
  [adminUserMessages.hasOrders]: () => t`This account has orders, which must be kept for accounting: it cannot be deleted`,
  [adminUserMessages.deleteYourself]: () => t`You cannot delete your own account`,
  [adminUserMessages.lastAdmin]: () => t`The last administrator cannot be removed`,
  [adminUserMessages.revokeYourself]: () => t`You cannot remove your own administrator rights`,
  [adminUserMessages.notAnAdmin]: () => t`This account is not an administrator`,
  'Unknown image': () => t`Unknown image`,
  'Unknown file': () => t`Unknown file`,
  [contentMessages.link]: () => t`Use a path of this site (starting with /) or an https:// address`,
  [contentMessages.slugless]: () => t`The name needs letters or digits`,
  [contentMessages.eventTypeTaken]: () => t`An event type with this name already exists`,
  [contentMessages.tipTaken]: () => t`A tip with this title already exists`,
  [contentMessages.orderMismatch]: () => t`The list does not match the current banners; reload and try again`,
  [contentMessages.orderRepeats]: () => t`Each banner must appear once`,
  [commissionMessages.month]: () => t`Choose a month`,
  [commissionMessages.amount]: () => t`The amount must be more than R$ 0,00`,
  [commissionMessages.agencyNotFound]: () => t`Could not find the agency`,
}

const counted: [RegExp, (count: number) => string][] = [
  [/^Minimum length (\d+) characters$/, (length) => t`Minimum length ${length} characters`],
  [/^Maximum length (\d+) characters$/, (length) => t`Maximum length ${length} characters`],
  [/^Minimum value (\d+)$/, (min) => t`Minimum value ${min}`],
  [/^Maximum value (\d+)$/, (max) => t`Maximum value ${max}`],
  [/^Minimum (\d+) uppercase letters$/, (count) => plural(count, { one: 'Minimum # uppercase letter', other: 'Minimum # uppercase letters' })],
  [/^Minimum (\d+) special characters$/, (count) => plural(count, { one: 'Minimum # special character', other: 'Minimum # special characters' })],
  [/^Each line must have at most (\d+) characters$/, (length) => t`Each line must have at most ${length} characters`],
  [/^At most (\d+) lines$/, (count) => t`At most ${count} lines`],
  [/^At most (\d+) items$/, (count) => t`At most ${count} items`],
  [
    /^(\d+) seats are already taken: the vacancies cannot be fewer$/,
    (count) => plural(count, { one: '# seat is already taken: the vacancies cannot be fewer', other: '# seats are already taken: the vacancies cannot be fewer' }),
  ],
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
