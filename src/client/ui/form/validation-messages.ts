import { plural, t } from '@lingui/core/macro'
import { formatBRL } from '../../../domain/money.ts'
import type { FieldIssue } from '../../../domain/api-error.ts'
import type { ErrorParams, FieldErrorCode, FieldErrorParams } from '../../../domain/error-codes.ts'

type FieldTexts = { [C in FieldErrorCode]: (params: FieldErrorParams<C>) => string }

/**
 * Every field code (src/domain/error-codes.ts) in the reader's language: a form's own check
 * (`fieldIssueOf` of the schema's issue) and the server's `fieldCodes` come here alike. Complete by
 * type: a new field code does not compile until it has its text. Call while rendering (under
 * Lingui's provider) so a language switch redraws the errors.
 */
const fieldTexts: FieldTexts = {
  'field.invalid': () => t`Invalid value`,
  'field.control_characters': () => t`Remove the invisible control characters from this text`,
  'field.person_name': () => t`A name cannot hold line breaks or web addresses`,
  'field.required': () => t`This field is required`,
  'field.min_length': ({ min: length }) => t`Minimum length ${length} characters`,
  'field.max_length': ({ max: length }) => t`Maximum length ${length} characters`,
  'field.min_value': ({ min }) => t`Minimum value ${min}`,
  'field.max_value': ({ max }) => t`Maximum value ${max}`,
  'field.whole_number': () => t`Must be a whole number`,
  'field.amount': () => t`Invalid amount`,
  'field.email': () => t`Invalid email format`,
  'field.cpf': () => t`Invalid CPF`,
  'field.phone': () => t`Invalid phone number`,
  'field.date': () => t`Invalid date`,
  'field.date_ymd': () => t`Use a date as yyyy-mm-dd`,
  'field.time': () => t`Invalid time`,
  'field.zip_code': () => t`Invalid zip code`,
  'field.state': () => t`Invalid state`,
  'field.link': () => t`Use a path of this site (starting with /) or an https:// address`,
  'field.slugless': () => t`The name needs letters or digits`,
  'field.end_before_start': () => t`The end must be after the start`,
  'field.image_required': () => t`An image is required`,
  'field.min_uppercase': ({ min: count }) => plural(count, { one: 'Minimum # uppercase letter', other: 'Minimum # uppercase letters' }),
  'field.min_special': ({ min: count }) => plural(count, { one: 'Minimum # special character', other: 'Minimum # special characters' }),
  'field.passwords_differ': () => t`Passwords are not the same`,
  'field.password_common': () => t`This password is too common`,
  'field.current_password_wrong': () => t`The current password is wrong`,
  'field.code_format': () => t`The code has 6 digits`,
  'field.code_wrong': () => t`Wrong code`,
  'auth.email_taken': () => t`An account with this email already exists`,
  'agency.commission': () => t`The commission is a percentage from 0 to 100 with up to 2 decimals`,
  'agency.seller_code': () => t`The seller code has 4 to 12 letters or digits`,
  'agency.seller_code_taken': () => t`Another agency already has this seller code`,
  'agency.terms_to_approve': () => t`Required to approve the agency`,
  'commission.month': () => t`Choose a month`,
  'commission.amount': () => t`The amount must be more than R$ 0,00`,
  'commission.agency_not_found': () => t`Could not find the agency`,
  'trip.check_out_before_check_in': () => t`The check-out cannot be before the check-in`,
  'trip.option_required': () => t`A trip needs at least one option`,
  'trip.image_required': () => t`A published trip needs at least one image`,
  'trip.line_too_long': ({ max: length }) => t`Each line must have at most ${length} characters`,
  'trip.too_many_lines': ({ max: count }) => t`At most ${count} lines`,
  'trip.too_many_items': ({ max: count }) => t`At most ${count} items`,
  'trip.name_taken': () => t`A trip with this name already exists`,
  'trip.slug_taken': () => t`Another trip already has this URL name`,
  'trip.unknown_option': () => t`This option is not one of the trip’s options`,
  'trip.unknown_airline': () => t`Unknown airline`,
  'trip.unknown_event_type': () => t`Unknown event type`,
  'trip.seats_taken': ({ held: count }) =>
    plural(count, { one: '# seat is already taken: the vacancies cannot be fewer', other: '# seats are already taken: the vacancies cannot be fewer' }),
  'trip.patch_empty': () => t`Choose whether the trip is published or featured`,
  'trip.vacancies_follow_vehicles': ({ seats }) => t`This trip sells its vehicles’ ${seats} seats: change the vehicles instead`,
  'boarding_point.unknown': () => t`This boarding point is not one of the trip’s`,
  'vehicle.unknown': () => t`This vehicle is not one of the trip’s`,
  'seat.unknown': () => t`This seat is not one of the trip’s vehicles`,
  'seat.blocked': () => t`This seat is not for sale`,
  'seat.repeated': () => t`The same seat is chosen twice`,
  'airline.name_taken': () => t`An airline with this name already exists`,
  'event_type.name_taken': () => t`An event type with this name already exists`,
  'tip.title_taken': () => t`A tip with this title already exists`,
  'product.photo_and_file_required': () => t`A product needs both a photo and a file`,
  'banner.required': () => t`At least one banner must be chosen`,
  'banner.order_repeats': () => t`Each banner must appear once`,
  'banner.order_mismatch': () => t`The list does not match the current banners; reload and try again`,
  'upload.too_large': ({ megabytes }) => t`The file is larger than ${megabytes} MB`,
  'upload.image_type': () => t`Only JPEG, PNG or WebP images are accepted`,
  'upload.image_unreadable': () => t`The image could not be read`,
  'upload.image_too_many_pixels': ({ megapixels }) => t`The image is larger than ${megapixels} megapixels`,
  'upload.pdf_only': () => t`Only PDF files are accepted`,
  'upload.unknown_image': () => t`Unknown image`,
  'upload.unknown_file': () => t`Unknown file`,
  'forfait.return_before_departure': () => t`The return must not be before the departure`,
  'admin_order.period_order': () => t`The end of the period must not be before its start`,
  'order.not_found': () => t`Could not find the order`,
  'order.choose_item': () => t`Choose a trip option or a product`,
  'order.trip_not_found': () => t`Could not find the trip`,
  'order.option_not_found': () => t`Could not find the trip option`,
  'order.product_not_found': () => t`Could not find the product`,
  'order.product_not_for_sale': () => t`This product is not for sale`,
  'order.trip_not_on_sale': () => t`This trip is no longer on sale`,
  'order.people': () => t`Choose from 1 to 10 people`,
  'order.sold_out': () => t`This trip is sold out`,
  'order.seats_left': ({ left: count }) => plural(count, { one: 'Not enough seats left: only # seat is left', other: 'Not enough seats left: only # seats are left' }),
  'order.method': () => t`Choose card, bank slip or Pix`,
  'order.installments': () => t`Choose how many installments`,
  'order.too_many_installments': ({ max: count }) =>
    plural(count, { one: 'This purchase cannot be split into installments', other: 'This purchase can be split into at most # installments' }),
  'order.min_installment': () => t`Minimum installment value is R$ 5,00`,
  'order.boleto_installments_unavailable': () => t`Bank slip installments are unavailable for this trip`,
  'order.plan': () => t`Choose to pay in full or a deposit`,
  'order.deposit_unavailable': () => t`This trip takes no deposit now: pay the whole price`,
  'order.cancellation_choice': () => t`Choose a refund or a credit`,
  'admin_order.override_note': () => t`A note is required for an override`,
  'order.credit_unknown': () => t`This credit was not found, has expired or is used up`,
  'order.credit_checkout_only': () => t`A credit is spent at checkout, not on a balance`,
  'order.credit_unavailable': () => t`This trip offers no credit: choose a refund`,
  'order.pix_key_required': () => t`A bank slip cannot be refunded by the bank: give a Pix key for the refund`,
  'order.pix_key': () => t`Use a Pix key of at most 140 characters`,
  'order.refund_above_paid': ({ paidCents }) => t`The refund cannot be more than what was paid (${formatBRL(paidCents)})`,
  'trip.tier_zero': () => t`The last tier must start at 0 days before departure`,
  'trip.tiers_order': () => t`Each tier must have fewer days and no smaller penalty than the one before`,
  'order.pix_single_payment': () => t`Pix is paid at once`,
  'order.card_error': () => t`Error processing the card, check the information`,
  'traveller.count': ({ people: count }) =>
    plural(count, { one: 'This order is for # person: give one traveller each', other: 'This order is for # people: give one traveller each' }),
  'traveller.passport': () => t`Invalid passport number`,
  'traveller.unknown': () => t`No traveller of this order has this number`,
  'payment_link.expires_in_days': () => t`Choose from 1 to 30 days`,
  'payment_link.seller_code_unknown': () => t`Unknown seller code`,
  push_endpoint_not_allowed: () => t`Notifications can only be sent through a browser's own push service`,
}

const textOf = (code: string) => (Object.hasOwn(fieldTexts, code) ? (fieldTexts[code as FieldErrorCode] as (params: ErrorParams) => string) : undefined)

/** A field's problem in the reader's language; a code this client does not know yet says only that the value is invalid. */
export const describeFieldIssue = ({ code, params }: FieldIssue): string => textOf(code)?.(params ?? {}) ?? t`Invalid value`

/** The same text for a code that is also an API answer's (a taken name, a trip not on sale); undefined for any other. */
export const describeFieldCode = (code: string, params?: ErrorParams): string | undefined => textOf(code)?.(params ?? {})
