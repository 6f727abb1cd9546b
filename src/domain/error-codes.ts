import { adminTripMessages as tm } from './admin/trip/messages.ts'
import { agencyMessages } from './admin/agency.ts'
import { contentMessages } from './admin/content-fields.ts'
import { adminMessages } from './admin/fields.ts'
import { adminOrderMessages } from './admin/order.ts'
import { adminUserMessages } from './admin/user.ts'
import { calendarMessages } from './calendar.ts'
import { cancellationMessages } from './cancellation.ts'
import { commissionMessages } from './commission.ts'
import { forfaitMessages } from './forfait.ts'
import { guestAccessMessages } from './guest-access.ts'
import { accountDeletionMessages } from './my-data-messages.ts'
import { orderMessages } from './order.ts'
import { saleTermsMessages } from './sale-terms.ts'
import { paymentLinkMessages } from './payment-link-messages.ts'
import { pushKeyMessages } from './push-subscription.ts'
import { controlCharactersMessage, personNameMessage } from './text.ts'
import { roadMessages } from './road.ts'
import { manifestMessages } from './road-manifest.ts'
import { roomingMessages } from './rooming.ts'
import { travellerMessages } from './traveller.ts'
import { waitlistMessages } from './waitlist.ts'
import { authMessages, fieldMessages as m } from './user-messages.ts'

/**
 * Issue 14: every API error answer carries a stable `code` (and every bad field a field code),
 * so the client picks its translated text by code and never by the English text. The English
 * texts are the message objects' own: a code only names one of them. docs/ERRORS.md is the
 * table of both lists (tests/unit/error-codes-doc.test.ts keeps it whole).
 */

export type ErrorParams = Record<string, number | string>

/** A text that says one value: `param('triesLeft', authMessages.wrongCode)` answers with `params: { triesLeft }`. */
interface OneParam<K extends string, V extends number | string> {
  param: K
  text: (value: V) => string
}

const param = <K extends string, V extends number | string>(name: K, text: (value: V) => string): OneParam<K, V> => ({ param: name, text })

type Text = string | OneParam<string, never>

type ParamsOf<T> = T extends OneParam<infer K, infer V> ? Record<K, V> : undefined

const uploadTexts = {
  tooLarge: param('megabytes', (megabytes: number) => `The file is larger than ${megabytes} MB`),
  imageType: 'Only JPEG, PNG or WebP images are accepted',
  imageUnreadable: 'The image could not be read',
  tooManyPixels: param('megapixels', (megapixels: number) => `The image is larger than ${megapixels} megapixels`),
} as const

const airlineNameTaken = 'An airline with this name already exists'

const notFound = (what: string) => param('id', (id: number | string) => `${what} not found: ${id}`)

/** Every `code` of an error answer, with its HTTP status and its English `message`. */
export const apiErrorCodes = {
  // Any request.
  validation: { status: 400, text: 'Invalid request' },
  'request.not_json': { status: 400, text: 'The request body must be JSON' },
  'request.invalid': { status: 400, text: 'Bad request' },
  'request.too_large': { status: 413, text: param('kilobytes', (kilobytes: number) => `The request body is larger than ${kilobytes} KB`) },
  'request.unsupported_media_type': { status: 415, text: 'Send the request body as JSON (Content-Type: application/json)' },
  'request.idempotency_key_required': { status: 400, text: 'The Idempotency-Key header is required' },
  'request.idempotency_key_invalid': { status: 400, text: 'The Idempotency-Key header must be 1 to 255 visible characters' },
  'request.idempotency_key_reused': { status: 422, text: 'This Idempotency-Key was already used with a different request' },
  not_found: { status: 404, text: param('path', (path: string) => `Not found: ${path}`) },
  internal: { status: 500, text: 'Internal Server Error' },
  'service.not_ready': { status: 503, text: param('check', (check: string) => `Not ready: ${check}`) },
  'service.database_unavailable': { status: 503, text: 'The service is unavailable for a moment; try again in a few seconds' },
  // Accounts and sessions.
  'auth.invalid_credentials': { status: 400, text: authMessages.invalidCredentials },
  'auth.email_taken': { status: 409, text: authMessages.emailTaken },
  'auth.code_wrong': { status: 400, text: param('triesLeft', authMessages.wrongCode) },
  'auth.code_expired': { status: 410, text: authMessages.codeExpired },
  'auth.code_tries_exhausted': { status: 410, text: authMessages.codeTriesExhausted },
  'auth.reset_link_invalid': { status: 410, text: authMessages.resetLinkInvalid },
  'auth.invitation_invalid': { status: 410, text: authMessages.invitationInvalid },
  'auth.sign_in_required': { status: 401, text: authMessages.signInRequired },
  'auth.session_expired': { status: 401, text: authMessages.sessionExpired },
  'auth.forbidden': { status: 403, text: authMessages.forbidden },
  'auth.google_disabled': { status: 404, text: authMessages.googleDisabled },
  'auth.google_code_invalid': { status: 410, text: authMessages.googleCodeInvalid },
  'auth.rate_limited': { status: 429, text: param('minutes', authMessages.tooManyRequests) },
  'account.last_admin': { status: 409, text: accountDeletionMessages.lastAdmin },
  'account.deletion_code_expired': { status: 410, text: accountDeletionMessages.codeExpired },
  'account.deletion_code_tries_exhausted': { status: 410, text: accountDeletionMessages.codeTriesExhausted },
  'user.not_found': { status: 404, text: notFound('User') },
  'user.has_orders': { status: 409, text: adminUserMessages.hasOrders },
  'user.delete_yourself': { status: 409, text: adminUserMessages.deleteYourself },
  'user.last_admin': { status: 409, text: adminUserMessages.lastAdmin },
  'user.revoke_yourself': { status: 409, text: adminUserMessages.revokeYourself },
  'user.not_an_admin': { status: 409, text: adminUserMessages.notAnAdmin },
  'invitation.not_found': { status: 404, text: param('id', (id: number) => `No pending invitation ${id}`) },
  'agency.not_found': { status: 404, text: notFound('Agency') },
  'agency.seller_code_taken': { status: 409, text: agencyMessages.sellerCodeTaken },
  // Trips and the catalogue's content.
  'trip.not_found': { status: 404, text: param('id', tm.tripNotFound) },
  'trip.name_taken': { status: 409, text: tm.nameTaken },
  'trip.slug_taken': { status: 409, text: tm.slugTaken },
  'trip.option_has_orders': { status: 409, text: param('name', tm.optionHasOrders) },
  'trip.has_orders': { status: 409, text: tm.tripHasOrders },
  'trip.boarding_point_in_use': { status: 409, text: param('city', roadMessages.boardingPointInUse) },
  'trip.vehicle_in_use': { status: 409, text: param('name', roadMessages.vehicleInUse) },
  'airline.not_found': { status: 404, text: notFound('Airline') },
  'airline.name_taken': { status: 409, text: airlineNameTaken },
  'airline.in_use': { status: 409, text: param('flights', (flights: number) => `The airline is used by ${flights} flight(s) of trips; change those flights first`) },
  'event_type.not_found': { status: 404, text: notFound('Event type') },
  'event_type.name_taken': { status: 409, text: contentMessages.eventTypeTaken },
  'event_type.in_use': { status: 409, text: param('trips', (trips: number) => `The event type is used by ${trips} trip(s); change those trips first`) },
  'tip.not_found': { status: 404, text: notFound('Tip') },
  'tip.title_taken': { status: 409, text: contentMessages.tipTaken },
  'product.not_found': { status: 404, text: notFound('Product') },
  'product.in_use': { status: 409, text: param('orders', (orders: number) => `The product is named by ${orders} order(s); deactivate it instead`) },
  'banner.not_found': { status: 404, text: notFound('Banner') },
  'banner.order_mismatch': { status: 409, text: contentMessages.orderMismatch },
  'travel_information.not_found': { status: 404, text: notFound('Travel information') },
  'forfait.not_found': { status: 404, text: notFound('Custom trip request') },
  'upload.not_multipart': { status: 400, text: 'Send the file as multipart/form-data in the field "file"' },
  'upload.too_large': { status: 413, text: uploadTexts.tooLarge },
  'upload.image_type': { status: 400, text: uploadTexts.imageType },
  'upload.image_unreadable': { status: 400, text: uploadTexts.imageUnreadable },
  'upload.image_too_many_pixels': { status: 400, text: uploadTexts.tooManyPixels },
  'upload.pdf_only': { status: 400, text: adminMessages.pdfOnly },
  'upload.file_not_found': { status: 404, text: param('key', (key: string) => `File not found: ${key}`) },
  // Orders and payments.
  'order.not_found': { status: 404, text: orderMessages.orderNotFound },
  'order.trip_not_found': { status: 404, text: orderMessages.tripNotFound },
  'order.option_not_found': { status: 404, text: orderMessages.optionNotFound },
  'order.product_not_found': { status: 404, text: orderMessages.productNotFound },
  'order.product_not_for_sale': { status: 409, text: orderMessages.productNotForSale },
  'order.trip_not_on_sale': { status: 409, text: orderMessages.tripNotOnSale },
  'order.sold_out': { status: 409, text: orderMessages.notEnoughSeats(0) },
  'order.seats_left': { status: 409, text: param('left', orderMessages.notEnoughSeats) },
  'order.too_many_pending': {
    status: 409,
    text: param('max', (max: number) => `You already have ${max} unpaid orders for this trip: pay one of them, or wait until it expires, before placing another`),
  },
  'order.idempotency_key_required': { status: 400, text: orderMessages.idempotencyKeyRequired },
  'order.idempotency_key_invalid': { status: 400, text: orderMessages.idempotencyKeyInvalid },
  'order.idempotency_key_reused': { status: 422, text: orderMessages.idempotencyKeyReused },
  'order.not_pix': { status: 404, text: orderMessages.notPix },
  'order.not_boleto': { status: 404, text: orderMessages.notBoleto },
  'order.pix_expired': { status: 410, text: orderMessages.pixExpired },
  'order.not_pending': { status: 409, text: orderMessages.notPending },
  'order.not_paid': { status: 409, text: orderMessages.notPaid },
  'order.no_open_balance': { status: 409, text: orderMessages.noOpenBalance },
  'order.balance_pending': { status: 409, text: orderMessages.balancePending },
  'order.not_trip': { status: 404, text: calendarMessages.notTrip },
  'calendar.feed_not_found': { status: 404, text: calendarMessages.feedNotFound },
  'order.pix_unavailable': { status: 503, text: orderMessages.pixUnavailable },
  'order.boleto_pdf_unavailable': { status: 503, text: orderMessages.boletoPdfUnavailable },
  'order.ticket_invalid': { status: 401, text: orderMessages.ticketInvalid },
  'order.firebase_off': { status: 404, text: orderMessages.firebaseOff },
  'order.cancel_not_pending': { status: 409, text: adminOrderMessages.cancelNotPending },
  'order.refund_not_paid': { status: 409, text: adminOrderMessages.refundNotPaid },
  'order.refund_gateway_failed': { status: 502, text: adminOrderMessages.refundGatewayFailed },
  'order.not_cancelable': { status: 409, text: cancellationMessages.notCancelable },
  'order.refund_not_found': { status: 404, text: adminOrderMessages.refundNotFound },
  'order.refund_already_sent': { status: 409, text: adminOrderMessages.refundAlreadySent },
  'payment.webhook_signature_missing': { status: 400, text: orderMessages.webhookSignatureMissing },
  'payment.webhook_signature': { status: 401, text: orderMessages.webhookSignature },
  'payment.webhook_unknown_type': { status: 400, text: 'The webhook names an event type the gateway does not send' },
  'travellers.not_a_trip': { status: 404, text: travellerMessages.notATrip },
  'travellers.deadline_passed': { status: 409, text: travellerMessages.deadlinePassed },
  'travellers.order_closed': { status: 409, text: travellerMessages.orderClosed },
  seat_taken: { status: 409, text: param('number', roadMessages.seatTaken) },
  manifest_locked: { status: 409, text: param('name', manifestMessages.locked) },
  'manifest.incomplete': { status: 409, text: param('count', manifestMessages.incomplete) },
  'rooming.room_full': { status: 409, text: param('occupancy', roomingMessages.roomFull) },
  'waitlist.seats_available': { status: 409, text: waitlistMessages.seatsAvailable },
  'waitlist.already_in_line': { status: 409, text: waitlistMessages.alreadyInLine },
  'waitlist.not_in_line': { status: 404, text: waitlistMessages.notInLine },
  'payment_link.not_found': { status: 404, text: paymentLinkMessages.notFound },
  'payment_link.agency_not_approved': { status: 403, text: paymentLinkMessages.notApproved },
  'payment_link.not_open': { status: 409, text: paymentLinkMessages.notOpen },
  'payment_link.payment_in_progress': { status: 409, text: paymentLinkMessages.paymentInProgress },
  'payment_link.agency_too_many_pending': {
    status: 409,
    text: param('max', (max: number) => `This agency's links already have ${max} unpaid orders for this trip: try again once one of them is paid or expires`),
  },
  'payment_link.paid': { status: 410, text: paymentLinkMessages.paid },
  'payment_link.expired': { status: 410, text: paymentLinkMessages.expired },
  'payment_link.canceled': { status: 410, text: paymentLinkMessages.canceled },
  'guest_access.expired': { status: 410, text: guestAccessMessages.expired },
  'guest_access.revoked': { status: 410, text: guestAccessMessages.revoked },
  'guest_access.not_guest_order': { status: 409, text: guestAccessMessages.notGuestOrder },
  'payment_link.agency_suspended': { status: 410, text: paymentLinkMessages.agencySuspended },
  push_endpoint_not_allowed: { status: 400, text: pushKeyMessages.endpointNotAllowed },
  too_many_streams: { status: 429, text: orderMessages.tooManyStreams },
} as const satisfies Record<string, { status: number; text: Text }>

/**
 * Every field code of `fieldCodes`: one per field rule of the domain's schemas, and the checks
 * the server adds (a taken name). A code that is also an answer's `code` has the same text.
 */
export const fieldErrorCodes = {
  'field.invalid': 'Invalid value',
  'field.control_characters': controlCharactersMessage,
  'field.person_name': personNameMessage,
  'field.required': m.required,
  'field.min_length': param('min', m.minLength),
  'field.max_length': param('max', m.maxLength),
  'field.min_value': param('min', adminMessages.minValue),
  'field.max_value': param('max', adminMessages.maxValue),
  'field.whole_number': adminMessages.wholeNumber,
  'field.amount': adminMessages.amount,
  'field.email': m.email,
  'field.cpf': m.cpf,
  'field.phone': m.phone,
  'field.date': m.date,
  'field.date_ymd': adminOrderMessages.date,
  'field.time': adminMessages.time,
  'field.zip_code': m.zipCode,
  'field.state': m.state,
  'field.link': contentMessages.link,
  'field.slugless': contentMessages.slugless,
  'field.end_before_start': adminMessages.endBeforeStart,
  'field.image_required': adminMessages.imageRequired,
  'field.min_uppercase': param('min', m.minUppercase),
  'field.min_special': param('min', m.minSpecial),
  'field.passwords_differ': m.passwordsDiffer,
  'field.password_common': m.commonPassword,
  'field.current_password_wrong': m.wrongCurrentPassword,
  'field.code_format': m.code,
  'field.code_wrong': m.wrongCode,
  'auth.email_taken': authMessages.emailTaken,
  'agency.commission': agencyMessages.commission,
  'agency.seller_code': agencyMessages.sellerCode,
  'agency.seller_code_taken': agencyMessages.sellerCodeTaken,
  'agency.terms_to_approve': agencyMessages.termsToApprove,
  'commission.month': commissionMessages.month,
  'commission.amount': commissionMessages.amount,
  'commission.agency_not_found': commissionMessages.agencyNotFound,
  'trip.check_out_before_check_in': tm.checkOutBeforeCheckIn,
  'trip.option_required': tm.optionRequired,
  'trip.image_required': tm.imageRequired,
  'trip.line_too_long': param('max', tm.lineTooLong),
  'trip.too_many_lines': param('max', tm.tooManyLines),
  'trip.too_many_items': param('max', tm.tooManyItems),
  'trip.name_taken': tm.nameTaken,
  'trip.slug_taken': tm.slugTaken,
  'trip.unknown_option': tm.unknownOption,
  'trip.unknown_airline': tm.unknownAirline,
  'trip.unknown_event_type': tm.unknownEventType,
  'trip.seats_taken': param('held', tm.seatsTaken),
  'trip.patch_empty': tm.patchEmpty,
  'trip.vacancies_follow_vehicles': param('seats', roadMessages.vacanciesFollowVehicles),
  'boarding_point.unknown': roadMessages.unknownBoardingPoint,
  'boarding_point.extra_differs': roadMessages.boardingExtraDiffers,
  'rooming.unknown_traveller': roomingMessages.unknownTraveller,
  'vehicle.unknown': roadMessages.unknownVehicle,
  'seat.unknown': roadMessages.unknownSeat,
  'seat.blocked': roadMessages.blockedSeat,
  'seat.repeated': roadMessages.seatRepeated,
  'manifest.seat_unpaid': manifestMessages.seatUnpaid,
  'manifest.unlock_reason': manifestMessages.unlockReason,
  'trip.tier_zero': saleTermsMessages.tierZero,
  'trip.tiers_order': saleTermsMessages.tiersOrder,
  'airline.name_taken': airlineNameTaken,
  'event_type.name_taken': contentMessages.eventTypeTaken,
  'tip.title_taken': contentMessages.tipTaken,
  'product.photo_and_file_required': adminMessages.photoAndFileRequired,
  'banner.required': adminMessages.bannerRequired,
  'banner.order_repeats': contentMessages.orderRepeats,
  'banner.order_mismatch': contentMessages.orderMismatch,
  'upload.too_large': uploadTexts.tooLarge,
  'upload.image_type': uploadTexts.imageType,
  'upload.image_unreadable': uploadTexts.imageUnreadable,
  'upload.image_too_many_pixels': uploadTexts.tooManyPixels,
  'upload.pdf_only': adminMessages.pdfOnly,
  'upload.unknown_image': 'Unknown image',
  'upload.unknown_file': 'Unknown file',
  'forfait.return_before_departure': forfaitMessages.returnBeforeDeparture,
  'admin_order.period_order': adminOrderMessages.periodOrder,
  'order.not_found': orderMessages.orderNotFound,
  'order.choose_item': orderMessages.chooseItem,
  'order.trip_not_found': orderMessages.tripNotFound,
  'order.option_not_found': orderMessages.optionNotFound,
  'order.product_not_found': orderMessages.productNotFound,
  'order.product_not_for_sale': orderMessages.productNotForSale,
  'order.trip_not_on_sale': orderMessages.tripNotOnSale,
  'order.people': orderMessages.people,
  'order.sold_out': orderMessages.notEnoughSeats(0),
  'order.seats_left': param('left', orderMessages.notEnoughSeats),
  'order.method': orderMessages.method,
  'order.installments': orderMessages.installments,
  'order.too_many_installments': param('max', orderMessages.tooManyInstallments),
  'order.min_installment': orderMessages.minInstallment,
  'order.boleto_installments_unavailable': orderMessages.boletoInstallmentsUnavailable,
  'order.pix_single_payment': orderMessages.pixSinglePayment,
  'order.plan': orderMessages.plan,
  'order.deposit_unavailable': orderMessages.depositUnavailable,
  'order.card_error': orderMessages.cardError,
  'order.cancellation_choice': cancellationMessages.choice,
  'order.credit_unknown': orderMessages.creditUnknown,
  'admin_order.override_note': adminOrderMessages.overrideNote,
  'order.credit_checkout_only': orderMessages.creditCheckoutOnly,
  'order.credit_unavailable': cancellationMessages.creditUnavailable,
  'order.pix_key_required': cancellationMessages.pixKeyRequired,
  'order.pix_key': cancellationMessages.pixKey,
  'order.refund_above_paid': param('paidCents', cancellationMessages.refundAbovePaid),
  'traveller.count': param('people', travellerMessages.count),
  'traveller.passport': travellerMessages.passport,
  'traveller.rg': travellerMessages.rg,
  'traveller.unknown': roadMessages.unknownTraveller,
  'payment_link.expires_in_days': paymentLinkMessages.expiresInDays,
  'payment_link.seller_code_unknown': paymentLinkMessages.unknownSellerCode,
  push_endpoint_not_allowed: pushKeyMessages.endpointNotAllowed,
} as const satisfies Record<string, Text>

export type ApiErrorCode = keyof typeof apiErrorCodes
export type FieldErrorCode = keyof typeof fieldErrorCodes
/** What a code's text needs, e.g. `{ triesLeft: number }` for 'auth.code_wrong'; undefined when it needs nothing. */
export type ApiErrorParams<C extends ApiErrorCode> = ParamsOf<(typeof apiErrorCodes)[C]['text']>
export type FieldErrorParams<C extends FieldErrorCode> = ParamsOf<(typeof fieldErrorCodes)[C]>

export const isApiErrorCode = (code: unknown): code is ApiErrorCode => typeof code === 'string' && Object.hasOwn(apiErrorCodes, code)
export const isFieldErrorCode = (code: unknown): code is FieldErrorCode => typeof code === 'string' && Object.hasOwn(fieldErrorCodes, code)

const render = (text: Text, params: ErrorParams | undefined) => (typeof text === 'string' ? text : text.text(params?.[text.param] as never))

export const apiErrorStatus = (code: ApiErrorCode): number => apiErrorCodes[code].status
/** The English `message` of a code with its params. */
export const apiErrorText = (code: ApiErrorCode, params?: ErrorParams): string => render(apiErrorCodes[code].text, params)
/** The English text of a field code with its params (what `fields` says beside `fieldCodes`). */
export const fieldErrorText = (code: FieldErrorCode, params?: ErrorParams): string => render(fieldErrorCodes[code], params)
