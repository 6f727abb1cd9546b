import { plural, t } from '@lingui/core/macro'
import { orderMessages as m } from '../../../domain/order.ts'
import { ApiError } from '../../api.ts'
import { translateApiMessage } from '../../ui/form/api-messages.ts'

/**
 * The orders API's English texts (src/domain/order.ts) in the reader's language. Call while
 * rendering, so a change of language redraws them; anything else goes to the account messages.
 */
const fixed: Record<string, () => string> = {
  [m.somethingWentWrong]: () => t`Something did not go right, try again`,
  [m.cardError]: () => t`Error processing the card, check the information`,
  [m.boletoPdfUnavailable]: () => t`Could not supply the bank slip PDF`,
  [m.pixUnavailable]: () => t`Could not load the Pix code or QR code`,
  [m.pixInvalid]: () => t`Invalid Pix code`,
  [m.orderPlaced]: () => t`Order placed successfully`,
  [m.purchaseMade]: () => t`Purchase made successfully`,
  [m.minInstallment]: () => t`Minimum installment value is R$ 5,00`,
  [m.boletoInstallmentsUnavailable]: () => t`Bank slip installments are unavailable for this trip`,
  [m.chooseItem]: () => t`Choose a trip option or a product`,
  [m.people]: () => t`Choose from 1 to 10 people`,
  [m.installments]: () => t`Choose how many installments`,
  [m.pixSinglePayment]: () => t`Pix is paid at once`,
  [m.method]: () => t`Choose card, bank slip or Pix`,
  [m.tripNotFound]: () => t`Could not find the trip`,
  [m.optionNotFound]: () => t`Could not find the trip option`,
  [m.productNotFound]: () => t`Could not find the product`,
  [m.productNotForSale]: () => t`This product is not for sale`,
  [m.tripNotOnSale]: () => t`This trip is no longer on sale`,
  [m.orderNotFound]: () => t`Could not find the order`,
  [m.idempotencyKeyReused]: () => t`This purchase was already sent with other data; review it and try again`,
  [m.pixExpired]: () => t`Invalid Pix code: it has expired; place a new order`,
  [m.notPending]: () => t`This order is no longer waiting for payment`,
}

const counted: [RegExp, (count: number) => string][] = [
  [
    /^This purchase can be split into at most (\d+) installments$/,
    (count) => plural(count, { one: 'This purchase cannot be split into installments', other: 'This purchase can be split into at most # installments' }),
  ],
  [
    /^Not enough seats left: only (\d+) seats? (?:is|are) left$/,
    (count) => plural(count, { one: 'Not enough seats left: only # seat is left', other: 'Not enough seats left: only # seats are left' }),
  ],
]

export function translateOrderMessage(text: string): string {
  const field = /^[\w.]+: (.+)$/.exec(text)?.[1] ?? text
  if (field === 'This trip is sold out') return t`This trip is sold out`
  const known = fixed[field]
  if (known) return known()
  for (const [pattern, describe] of counted) {
    const count = pattern.exec(field)?.[1]
    if (count) return describe(Number(count))
  }
  return translateApiMessage(text)
}

/** What to tell the buyer about a failed request, in their language. */
export function describeOrderError(error: unknown): string {
  if (error instanceof ApiError && error.status === 0) return t`No connection. Check your internet and try again.`
  if (error instanceof ApiError && error.status > 0 && error.status < 500 && error.message) return translateOrderMessage(error.message)
  if (error instanceof ApiError && error.message && fixed[error.message]) return translateOrderMessage(error.message)
  return t`Something did not go right, try again`
}
