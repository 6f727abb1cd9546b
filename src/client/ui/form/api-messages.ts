import { plural, t } from '@lingui/core/macro'
import type { ApiErrorCode, ApiErrorParams, ErrorParams } from '../../../domain/error-codes.ts'
import { agencyDetails } from '../../../domain/agency-details.ts'
import { ApiError } from '../../api-error.ts'
import { describeFieldCode, describeFieldIssue } from './validation-messages.ts'

type ApiTexts = { [C in ApiErrorCode]?: (params: ApiErrorParams<C>) => string }

/**
 * The API's answer codes (src/domain/error-codes.ts) in the reader's language. A code that is
 * also a field code (a taken name, a trip not on sale) has its text in the field table only; a
 * code with no text here is shown with the server's English `message`.
 */
const apiTexts: ApiTexts = {
  'auth.invalid_credentials': () => t`Invalid email or password`,
  'auth.code_wrong': ({ triesLeft: count }) => plural(count, { one: 'Wrong code: # try left', other: 'Wrong code: # tries left' }),
  'auth.code_expired': () => t`This code has expired or was already used; sign in again to get a new one`,
  'auth.code_tries_exhausted': () => t`Too many wrong codes; sign in again to get a new one`,
  'auth.reset_link_invalid': () => t`This link has expired or was already used; ask for a new one`,
  'auth.invitation_invalid': () => t`This invitation has expired or was already used; ask an administrator for a new one`,
  'auth.sign_in_required': () => t`Sign in to continue`,
  'auth.session_expired': () => t`Your session has expired; sign in again`,
  'auth.forbidden': () => t`You do not have access to this`,
  'auth.google_disabled': () => t`Google sign-in is not configured`,
  'auth.google_code_invalid': () => t`This Google sign-in has expired; try again`,
  'auth.rate_limited': ({ minutes: count }) => plural(count, { one: 'Too many attempts; try again in # minute', other: 'Too many attempts; try again in # minutes' }),
  'account.last_admin': () => t`You are the last administrator: invite another one before deleting your account`,
  'account.deletion_code_expired': () => t`This code has expired or was already used; ask for a new one`,
  'account.deletion_code_tries_exhausted': () => t`Too many wrong codes; ask for a new one`,
  'user.has_orders': () => t`This account has orders, which must be kept for accounting: it cannot be deleted`,
  'user.delete_yourself': () => t`You cannot delete your own account`,
  'user.last_admin': () => t`The last administrator cannot be removed`,
  'user.revoke_yourself': () => t`You cannot remove your own administrator rights`,
  'user.not_an_admin': () => t`This account is not an administrator`,
  'trip.option_has_orders': ({ name: option }) => t`The option “${option}” has orders and cannot be removed; keep it or change its name`,
  'trip.has_orders': () => t`This trip has orders and cannot be deleted; unpublish it instead`,
  'trip.boarding_point_in_use': ({ city }) => t`Travellers board at a point in ${city} that this change would remove; move them first`,
  'trip.vehicle_in_use': ({ name: vehicle }) => t`Travellers hold seats of “${vehicle}” that this change would remove; move them first`,
  'airline.in_use': ({ flights }) => t`The airline is used by ${flights} flight(s) of trips; change those flights first`,
  'event_type.in_use': ({ trips }) => t`The event type is used by ${trips} trip(s); change those trips first`,
  'product.in_use': ({ orders }) => t`The product is named by ${orders} order(s); deactivate it instead`,
  'order.too_many_pending': ({ max }) => t`You already have ${max} unpaid orders for this trip: pay one of them, or wait until it expires, before placing another`,
  'request.too_large': () => t`What you sent is too large`,
  'order.idempotency_key_reused': () => t`This purchase was already sent with other data; review it and try again`,
  'order.pix_expired': () => t`Invalid Pix code: it has expired; place a new order`,
  'order.not_pending': () => t`This order is no longer waiting for payment`,
  'order.pix_unavailable': () => t`Could not load the Pix code or QR code`,
  'order.boleto_pdf_unavailable': () => t`Could not supply the bank slip PDF`,
  'order.cancel_not_pending': () => t`Only an order waiting for payment can be canceled`,
  'order.refund_not_paid': () => t`Only a paid order can be refunded`,
  'order.refund_gateway_failed': () => t`The payment gateway did not refund the payment; nothing was changed. Try again, or refund it in the gateway panel first`,
  'order.not_cancelable': () => t`This order can no longer be canceled`,
  'order.refund_not_found': () => t`This order has no such refund`,
  'order.refund_already_sent': () => t`This refund was already sent`,
  'payment_link.not_found': () => t`Could not find this payment link`,
  'payment_link.agency_not_approved': () => t`Your agency is waiting for approval by the agency team: payment links open once it is approved`,
  'payment_link.not_open': () => t`Only an open payment link can be canceled`,
  'payment_link.payment_in_progress': () => t`A payment on this link is already in progress: finish it or wait until it ends`,
  'payment_link.agency_too_many_pending': ({ max }) => t`This agency's links already have ${max} unpaid orders for this trip: try again once one of them is paid or expires`,
  'payment_link.paid': () => t`This payment link was already paid`,
  'payment_link.expired': () => t`This payment link has expired`,
  'payment_link.canceled': () => t`This payment link was canceled`,
  'guest_access.expired': () => t`This link to your order has expired`,
  'guest_access.revoked': () => t`This link to your order was revoked`,
  'guest_access.not_guest_order': () => t`Only an order bought through a payment link has a guest link`,
  'payment_link.agency_suspended': () => t`The agency that made this payment link cannot sell right now: ask it for another way to pay`,
  too_many_streams: () => t`Too many pages are following orders live; close some and try again`,
  'travellers.not_a_trip': () => t`This order is not for a trip: it has no travellers`,
  'travellers.deadline_passed': () => t`The deadline to change the travellers of this order has passed; contact the agency`,
  'travellers.order_closed': () => t`This order was canceled or refused: its travellers can no longer change`,
  seat_taken: ({ number: seat }) => t`Seat ${seat} was just taken by another traveller; choose another`,
  manifest_locked: ({ name: vehicle }) =>
    t`The passenger list of “${vehicle}” was sent to the road carrier and can no longer change; to change a traveller, seat or boarding point call the agency at ${agencyDetails.phone}`,
  'manifest.incomplete': ({ count }) =>
    plural(count, {
      one: '# seat of this vehicle misses what the carrier’s list needs (below); complete it before locking the list',
      other: '# seats of this vehicle miss what the carrier’s list needs (below); complete them before locking the list',
    }),
  'rooming.room_full': ({ occupancy }) => t`This room is full: it sleeps ${occupancy}`,
  'waitlist.seats_available': () => t`This trip still has seats: buy them instead of waiting`,
  'waitlist.already_in_line': () => t`You are already in line for this option`,
  'waitlist.not_in_line': () => t`You are not in line for this option`,
  'order.not_pix': () => t`This order is not paid by Pix`,
  'order.not_boleto': () => t`This order is not paid by bank slip`,
  'order.not_paid': () => t`This order is not paid`,
  'order.no_open_balance': () => t`This order has no balance left to pay`,
  'order.balance_pending': () => t`A payment of the balance is already waiting: pay it, or wait until it expires`,
  'order.not_trip': () => t`This order is not a trip: it has no dates for a calendar`,
  'order.ticket_invalid': () => t`This link has expired; open the order again`,
  not_found: () => t`Could not find what was asked for; reload the page`,
  'user.not_found': () => t`Could not find the account; it may have been deleted`,
  'invitation.not_found': () => t`Could not find the invitation; it may have been canceled`,
  'agency.not_found': () => t`Could not find the agency`,
  'trip.not_found': () => t`Could not find the trip`,
  'airline.not_found': () => t`Could not find the airline; it may have been deleted`,
  'event_type.not_found': () => t`Could not find the event type; it may have been deleted`,
  'tip.not_found': () => t`Could not find the tip; it may have been deleted`,
  'product.not_found': () => t`Could not find the product`,
  'banner.not_found': () => t`Could not find the banner; it may have been deleted`,
  'travel_information.not_found': () => t`Could not find the travel information; it may have been deleted`,
  'forfait.not_found': () => t`Could not find the custom trip request`,
  'upload.file_not_found': () => t`Could not find the file; upload it again`,
  'service.database_unavailable': () => t`The service is unavailable for a moment; try again in a few seconds`,
  // What the app never sends; another client's mistakes, told plainly.
  'request.not_json': () => t`Something did not go right, try again`,
  'request.invalid': () => t`Something did not go right, try again`,
  'request.unsupported_media_type': () => t`Something did not go right, try again`,
  'order.idempotency_key_required': () => t`Something did not go right, try again`,
  'request.idempotency_key_required': () => t`Something did not go right, try again`,
  'order.idempotency_key_invalid': () => t`Something did not go right, try again`,
  internal: () => t`Something did not go right, try again`,
}

const textOf = (code: string) => (Object.hasOwn(apiTexts, code) ? (apiTexts[code as ApiErrorCode] as (params: ErrorParams) => string) : undefined)

/** A code's text in the reader's language (a screen that knows the answer before asking says it the same way); undefined for a code without one. */
export const describeApiCode = (code: string, params: ErrorParams = {}): string | undefined => textOf(code)?.(params) ?? describeFieldCode(code, params)

/**
 * What to tell the user about a failed request, in their language, by its code: a refused form
 * says its first field's problem; a code this client does not know yet, the server's English; a
 * server failure or anything else, a generic line.
 */
export function describeApiError(error: unknown): string {
  if (!(error instanceof ApiError)) return t`Something did not go right, try again`
  if (error.status === 0) return t`No connection. Check your internet and try again.`
  const { code = '', params } = error
  const firstField = Object.values(error.fieldCodes ?? {})[0]
  if (code === 'validation' && firstField) return describeFieldIssue(firstField)
  const known = describeApiCode(code, params)
  if (known) return known
  return error.status < 500 && error.message ? error.message : t`Something did not go right, try again`
}
