import * as v from 'valibot'
import { freeText, isPersonName, personNameMessage } from './text.ts'
import { MAX_INSTALLMENTS } from './installments.ts'
import type { OrderStatus, PaymentMethod, PurchaseGroup, StatusReason } from './order-status.ts'
import { paymentMethods } from './order-status.ts'
import { sellerCodeSchema } from './admin/agency.ts'
import { addressSchema, birthDateSchema, cpfSchema, emailSchema, phoneSchema, type Address, type BrazilianState } from './user.ts'
import { MAX_PEOPLE, ORDER_NOT_FOUND, orderCodePattern, withDash } from './order-code.ts'
import { fieldMessages as m } from './user-messages.ts'
import { orderPlans, type BalanceStatus, type OrderPlan } from './ledger.ts'
import { roadMessages } from './road.ts'
import type { OrderCancellation } from './cancellation.ts'

export { MAX_PEOPLE, ORDER_CODE_ALPHABET } from './order-code.ts'

export const orderCodeSchema = v.pipe(v.string(), v.trim(), v.toUpperCase(), v.regex(orderCodePattern, ORDER_NOT_FOUND), v.transform(withDash))

/**
 * Checkout: the body of POST /api/orders (the checkout form parses with the same schema) and
 * the order answers of the orders API. See docs/PAYMENTS.md.
 */

/**
 * Every English text the orders and payments API sends (`message` and `fields`), for the
 * client's catalog. The spec's own texts (section 8) are kept word for word.
 */
export const orderMessages = {
  // Spec section 8.
  somethingWentWrong: 'Something did not go right, try again',
  cardError: 'Error processing the card, check the information',
  boletoPdfUnavailable: 'Could not supply the bank slip PDF',
  pixUnavailable: 'Could not load the Pix code or QR code',
  pixInvalid: 'Invalid Pix code',
  orderPlaced: 'Order placed successfully',
  purchaseMade: 'Purchase made successfully',
  // Spec section 5.
  minInstallment: 'Minimum installment value is 5.00',
  boletoInstallmentsUnavailable: 'Bank slip installments are unavailable for this trip',
  // Ours.
  chooseItem: 'Choose a trip option or a product',
  people: 'Choose from 1 to 10 people',
  installments: `Choose from 1 to ${MAX_INSTALLMENTS} installments`,
  tooManyInstallments: (max: number) => `This purchase can be split into at most ${max} installments`,
  pixSinglePayment: 'Pix is paid at once',
  method: 'Choose card, bank slip or Pix',
  tripNotFound: 'Could not find the trip',
  optionNotFound: 'Could not find the trip option',
  productNotFound: 'Could not find the product',
  productNotForSale: 'This product is not for sale',
  tripNotOnSale: 'This trip is no longer on sale',
  orderNotFound: ORDER_NOT_FOUND,
  notEnoughSeats: (left: number) => (left === 0 ? 'This trip is sold out' : `Not enough seats left: only ${left} ${left === 1 ? 'seat is' : 'seats are'} left`),
  idempotencyKeyRequired: 'The Idempotency-Key header is required',
  idempotencyKeyInvalid: 'The Idempotency-Key header must be 1 to 255 visible characters',
  idempotencyKeyReused: 'This Idempotency-Key was already used with a different order',
  notPix: 'This order is not paid by Pix',
  notBoleto: 'This order is not paid by bank slip',
  pixExpired: 'Invalid Pix code: it has expired; place a new order',
  notPending: 'This order is no longer waiting for payment',
  notPaid: 'This order is not paid',
  ticketInvalid: 'This link has expired; open the order again',
  webhookSignature: 'Invalid webhook signature',
  webhookSignatureMissing: 'Missing webhook signature',
  sandboxOff: 'The sandbox control is off',
  firebaseOff: 'Firebase is not configured',
  tooManyStreams: 'Too many pages are following orders live; close some and try again',
  plan: 'Choose to pay in full or a deposit',
  depositUnavailable: 'This trip takes no deposit now: pay the whole price',
  noOpenBalance: 'This order has no balance left to pay',
  balancePending: 'A payment of the balance is already waiting: pay it, or wait until it expires',
  creditUnknown: 'This credit was not found, has expired or is used up',
  creditCheckoutOnly: 'A credit is spent at checkout, not on a balance',
} as const

const positiveId = (message: string) => v.pipe(v.number(message), v.integer(message), v.minValue(1, message), v.maxValue(2_147_483_647, message))

/** A credit's code (`CRED-XXXX-XXXX`, any case). */
export const creditCodeSchema = v.pipe(v.string(orderMessages.creditUnknown), v.trim(), v.toUpperCase(), v.regex(/^CRED-[0-9A-Z]{4}-[0-9A-Z]{4}$/, orderMessages.creditUnknown))

export const tripItemSchema = v.object({
  tripId: positiveId(orderMessages.tripNotFound),
  optionId: positiveId(orderMessages.optionNotFound),
  people: v.pipe(v.number(orderMessages.people), v.integer(orderMessages.people), v.minValue(1, orderMessages.people), v.maxValue(MAX_PEOPLE, orderMessages.people)),
  /** Where the order's travellers board: required where one of the trip's points has an extra price, which the order then pays per person. */
  boardingPointId: v.optional(v.nullable(positiveId(roadMessages.unknownBoardingPoint)), null),
})
export const productItemSchema = v.object({ productId: positiveId(orderMessages.productNotFound) })

export const orderItemSchema = v.union([tripItemSchema, productItemSchema], orderMessages.chooseItem)
export type OrderItemInput = v.InferOutput<typeof orderItemSchema>

export const payerSchema = v.object({
  name: v.pipe(
    freeText(m.required),
    v.trim(),
    v.nonEmpty(m.required),
    v.minLength(2, m.minLength(2)),
    v.maxLength(120, m.maxLength(120)),
    v.check(isPersonName, personNameMessage),
  ),
  cpf: cpfSchema,
  email: emailSchema,
  phone: phoneSchema,
  birthDate: birthDateSchema,
  address: addressSchema,
})
export type Payer = v.InferOutput<typeof payerSchema>

export const paymentSchema = v.pipe(
  v.object({
    method: v.picklist(paymentMethods, orderMessages.method),
    installments: v.optional(
      v.pipe(
        v.number(orderMessages.installments),
        v.integer(orderMessages.installments),
        v.minValue(1, orderMessages.installments),
        v.maxValue(MAX_INSTALLMENTS, orderMessages.installments),
      ),
      1,
    ),
    /** The card token the browser got from the gateway's tokenizer; never the card number. */
    cardToken: v.optional(v.pipe(v.string(m.required), v.trim(), v.maxLength(200, m.maxLength(200)))),
    /** The brand the tokenizer answered (visa, master, ...); the real gateway needs it. */
    cardBrand: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.regex(/^[a-z_]{2,20}$/, orderMessages.cardError))),
    /** A credit (carta de crédito) of the buyer's, spent first on the order's first charge (docs/PAYMENTS.md, "Credit"). */
    creditCode: v.optional(creditCodeSchema),
  }),
  v.forward(
    v.partialCheck([['method'], ['cardToken']], (input) => input.method !== 'card' || Boolean(input.cardToken), m.required),
    ['cardToken'],
  ),
  v.forward(
    v.partialCheck([['method'], ['installments']], (input) => input.method !== 'pix' || input.installments === 1, orderMessages.pixSinglePayment),
    ['installments'],
  ),
)
export type PaymentInput = v.InferOutput<typeof paymentSchema>

/** `deposit`: the trip's deposit now and the balance by its due date (docs/PAYMENTS.md, "Payment plans"); `full` by default. */
export const orderPlanSchema = v.optional(v.picklist(orderPlans, orderMessages.plan), 'full')

/** POST /api/me/orders/{code}/balance (and the guest's twin), with an `Idempotency-Key` header: how the balance is paid. */
export const payBalanceSchema = v.object({ payment: paymentSchema })
export type PayBalance = v.InferOutput<typeof payBalanceSchema>

/**
 * POST /api/orders, with an `Idempotency-Key` header. `sellerCode`: the approved agency that sold
 * it (from a `?seller=` link or typed at checkout); an unknown code is a field error.
 */
export const placeOrderSchema = v.object({ item: orderItemSchema, payer: payerSchema, payment: paymentSchema, sellerCode: v.optional(sellerCodeSchema), plan: orderPlanSchema })
export type PlaceOrderInput = v.InferInput<typeof placeOrderSchema>
export type PlaceOrder = v.InferOutput<typeof placeOrderSchema>

// ── Answers ──────────────────────────────────────────────────────────────────────────────

export type OrderItem =
  | {
      kind: 'trip'
      tripId: number
      tripName: string
      /** The trip's URL name (/trip/{slug}). */
      tripSlug: string
      checkIn: string
      checkOut: string
      optionId: number
      optionName: string
      people: number
      /** Price per person. */
      unitPriceCents: number
    }
  | { kind: 'product'; productId: number; productName: string; unitPriceCents: number }

export interface StatusChange {
  status: OrderStatus
  reason: StatusReason
  /** ISO 8601. */
  at: string
}

/** The payer's address an order keeps: an erased account's orders keep its shape with every field blank, the state too (users/erase-account.ts). */
export type OrderAddress = Omit<Address, 'state'> & { state: BrazilianState | '' }

/** A deposit order's balance: what is left to pay, by when, and how it stands. */
export interface OrderBalance {
  amountCents: number
  /** ISO 8601: the end of the due day in São Paulo. */
  dueAt: string
  status: BalanceStatus
  /** How the waiting or paid balance is being paid (its live charge's method); null while it is open or overdue. */
  method: PaymentMethod | null
}

/** What an order holds of its price: its plan, the money paid (from its ledger) and its balance (null for a full-price order). */
export interface OrderMoney {
  plan: OrderPlan
  /** Paid less refunded, to the cent (the ledger's sum). */
  paidCents: number
  balance: OrderBalance | null
  /** What a credit paid of the order's first charge (the gateway charged the rest); 0 without a credit. */
  creditAppliedCents: number
  /** How a paid order canceled by its buyer (or an admin) was settled; null otherwise. */
  cancellation: OrderCancellation | null
}

/** One line of GET /api/me/orders. */
export interface OrderSummary extends OrderMoney {
  code: string
  status: OrderStatus
  /** Which of the spec's purchase views lists it. */
  group: PurchaseGroup
  method: PaymentMethod
  installments: number
  /** The whole price (a deposit order's first charge is its deposit). */
  amountCents: number
  item: OrderItem
  createdAt: string
  /** When a pending order is canceled by itself (Pix: 30 minutes; boleto: after its due date); null for card. */
  expiresAt: string | null
}

/** GET /api/me/orders: an order of the list, with how many of its travellers the buyer still has to fill in. */
export interface OrderListEntry extends OrderSummary {
  /** Travellers not complete while they can still be filled (a pending or paid trip order, before the trip's deadline); 0 otherwise. */
  travellersMissing: number
}

/** POST /api/orders and GET /api/me/orders/{code}. */
export interface Order extends OrderSummary {
  statusReason: StatusReason
  /** The installment values, first one carrying the remainder. */
  installmentValuesCents: number[]
  payer: Omit<Payer, 'address'> & { address: OrderAddress }
  history: StatusChange[]
  card: { brand: string; last4: string } | null
  boleto: { dueDate: string } | null
  updatedAt: string
  /** The agency credited with the sale (a payment link's, or the seller code's), as it is named now. */
  seller: { code: string; agencyName: string } | null
}

/** GET /api/me/orders/{code}/pix. */
export interface PixCharge {
  /** The copy-and-paste BR Code. */
  payload: string
  /** The same code as a QR image: an SVG data URL. */
  qrCode: string
  expiresAt: string
}

/** One bank slip; an order paid by boleto in installments has one per installment. */
export interface BoletoSlip {
  number: number
  amountCents: number
  dueDate: string
  /** 47 digits. */
  digitableLine: string
  /** 44 digits. */
  barcode: string
}

/** GET /api/me/orders/{code}/boleto: the first slip (the one that confirms the order) and all of them. */
export interface BoletoCharge {
  digitableLine: string
  barcode: string
  /** The PDF with every slip; a signed link valid for 15 minutes, usable in <a href> without the bearer token. */
  pdfUrl: string
  dueDate: string
  slips: BoletoSlip[]
}

/** POST /api/me/orders/{code}/events/ticket: a signed ticket for EventSource (which cannot send headers). */
export interface EventsTicket {
  ticket: string
  /** The events URL with the ticket in it. */
  url: string
  expiresAt: string
}

/** The data of each `status` event of GET /api/me/orders/{code}/events (and of the Firestore document). */
export interface OrderStatusEvent {
  code: string
  status: OrderStatus
  reason: StatusReason
  at: string
}

/** What a gateway's notification did here; `ignored`: one of a kind that changes no order. */
export const webhookOutcomes = ['applied', 'duplicate', 'unknown-charge', 'not-pending', 'not-paid', 'ignored'] as const
export type WebhookOutcome = (typeof webhookOutcomes)[number]

/** POST /api/payments/webhook. */
export interface WebhookReceipt {
  received: true
  outcome: WebhookOutcome
}

/** The sandbox control's pay and charge-back: the status its webhook got, and the order after it. */
export interface SandboxPayment {
  webhookStatus: number
  order: Order
}

/** GET /api/payments/config: how the browser tokenizes a card, and the live-status channel. */
export interface PaymentsConfig {
  gateway: 'sandbox' | 'mercadopago'
  /** Sandbox: POST the card here (same origin). Null for Mercado Pago (use its SDK with `publicKey`). */
  tokenizeUrl: string | null
  publicKey: string | null
  /** Shown in the admin's order screen when true. */
  sandboxControl: boolean
  firebase: { projectId: string; apiKey: string | null; authDomain: string | null } | null
}

// ── Card form (sent to the gateway's tokenizer, never to our API) ─────────────────────────

/** The Luhn check every card number passes. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i])
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/**
 * The body of the sandbox gateway's tokenizer (POST /sandbox-gateway/v1/card-tokens); the card
 * form parses with it before sending. Number with or without spaces; the output keeps digits.
 */
export const cardFormSchema = v.object({
  number: v.pipe(
    v.string(m.required),
    v.transform((text) => text.replace(/[\s-]/g, '')),
    v.check(isLuhnValid, orderMessages.cardError),
  ),
  holderName: v.pipe(freeText(m.required), v.trim(), v.nonEmpty(m.required), v.maxLength(100, m.maxLength(100))),
  expMonth: v.pipe(v.number(m.required), v.integer(orderMessages.cardError), v.minValue(1, orderMessages.cardError), v.maxValue(12, orderMessages.cardError)),
  expYear: v.pipe(v.number(m.required), v.integer(orderMessages.cardError), v.minValue(2000, orderMessages.cardError), v.maxValue(2100, orderMessages.cardError)),
  cvv: v.pipe(v.string(m.required), v.regex(/^\d{3,4}$/, orderMessages.cardError)),
})
export type CardForm = v.InferOutput<typeof cardFormSchema>

/** What the tokenizer answers: put `token` (and `brand`) in the order's payment. */
export interface CardToken {
  token: string
  brand: string
  last4: string
  expiresAt: string
}

// ── Words and paths ──────────────────────────────────────────────────────────────────────────

/** What an order is for, in one line of a mail, a PDF or a charge: "Trip — Option × 2", or the product's name. */
export const orderItemText = ({ itemName, optionName, people }: { itemName: string; optionName: string | null; people: number }): string =>
  optionName ? `${itemName} — ${optionName} × ${people}` : itemName

/** The order's page in "Minhas compras": where its notifications, reminders and calendar events lead. */
export const myOrderPath = (code: string): string => `/user/myAcquired?order=${encodeURIComponent(code)}`
