import * as v from 'valibot'
import {
  webhookOutcomes,
  type BoletoCharge,
  type BoletoSlip,
  type EventsTicket,
  type Order,
  type OrderItem,
  type OrderListEntry,
  type OrderSummary,
  type PaymentsConfig,
  type PixCharge,
  type SandboxPayment,
  type WebhookReceipt,
} from '../order.ts'
import { balanceStatuses, orderPlans } from '../ledger.ts'
import { cancellationChoices, quoteReasons, type CancellationQuote, type TravelCredit } from '../cancellation.ts'
import { orderStatuses, paymentMethods, purchaseGroups, statusReasons } from '../order-status.ts'
import { brazilianStates, type Address } from '../user.ts'
import { answerSchema } from './answer-schema.ts'
import { idSchema, isoDateText, isoTimestampText } from './catalogue.ts'

const cents = v.pipe(v.number(), v.integer())
const count = v.pipe(v.number(), v.integer(), v.minValue(0))

export const orderItemAnswerSchema = answerSchema<OrderItem>()(
  v.variant('kind', [
    v.object({
      kind: v.literal('trip'),
      tripId: idSchema,
      tripName: v.string(),
      tripSlug: v.string(),
      checkIn: isoDateText,
      checkOut: isoDateText,
      optionId: idSchema,
      optionName: v.string(),
      people: count,
      unitPriceCents: cents,
    }),
    v.object({ kind: v.literal('product'), productId: idSchema, productName: v.string(), unitPriceCents: cents }),
  ]),
)

export const orderStatusSchema = v.picklist(orderStatuses)

export const orderSummarySchema = answerSchema<OrderSummary>()(
  v.object({
    code: v.string(),
    status: orderStatusSchema,
    group: v.picklist(Object.values(purchaseGroups) as [OrderSummary['group'], ...OrderSummary['group'][]]),
    method: v.picklist(paymentMethods),
    installments: count,
    amountCents: cents,
    item: orderItemAnswerSchema,
    createdAt: isoTimestampText,
    expiresAt: v.nullable(isoTimestampText),
    plan: v.picklist(orderPlans),
    paidCents: cents,
    balance: v.nullable(v.object({ amountCents: cents, dueAt: isoTimestampText, status: v.picklist(balanceStatuses), method: v.nullable(v.picklist(paymentMethods)) })),
    creditAppliedCents: cents,
    cancellation: v.nullable(
      v.object({
        reason: v.picklist(['customer_request', 'canceled_by_admin']),
        choice: v.picklist(cancellationChoices),
        refundCents: cents,
        penaltyCents: cents,
        credit: v.nullable(v.object({ code: v.string(), amountCents: cents, expiresAt: isoTimestampText })),
      }),
    ),
  }),
)

/** GET /api/me/credits. */
export const travelCreditsSchema = answerSchema<{ items: TravelCredit[] }>()(
  v.object({ items: v.array(v.object({ code: v.string(), amountCents: cents, balanceCents: cents, expiresAt: isoTimestampText, fromOrder: v.string() })) }),
)

const tierAnswerSchema = v.object({ daysBefore: count, penaltyPercent: count })

export const cancellationQuoteSchema = answerSchema<CancellationQuote>()(
  v.object({
    allowed: v.boolean(),
    withdrawalRight: v.boolean(),
    paidCents: cents,
    penaltyCents: cents,
    refundCents: cents,
    creditCents: v.nullable(cents),
    reason: v.picklist(quoteReasons),
    tier: v.nullable(tierAnswerSchema),
  }),
)

export const orderListSchema = v.array(answerSchema<OrderListEntry>()(v.object({ ...orderSummarySchema.entries, travellersMissing: count })))

export const addressAnswerSchema = answerSchema<Address>()(
  v.object({
    zipCode: v.string(),
    street: v.string(),
    number: v.string(),
    complement: v.string(),
    neighborhood: v.string(),
    city: v.string(),
    state: v.picklist(brazilianStates),
  }),
)

export const orderSchema = answerSchema<Order>()(
  v.object({
    ...orderSummarySchema.entries,
    statusReason: v.picklist(statusReasons),
    installmentValuesCents: v.array(cents),
    payer: v.object({
      name: v.string(),
      cpf: v.string(),
      email: v.string(),
      phone: v.string(),
      birthDate: v.string(),
      address: v.object({ ...addressAnswerSchema.entries, state: v.picklist([...brazilianStates, '']) }),
    }),
    history: v.array(v.object({ status: orderStatusSchema, reason: v.picklist(statusReasons), at: isoTimestampText })),
    card: v.nullable(v.object({ brand: v.string(), last4: v.string() })),
    boleto: v.nullable(v.object({ dueDate: isoDateText })),
    updatedAt: isoTimestampText,
    seller: v.nullable(v.object({ code: v.string(), agencyName: v.string() })),
  }),
)

export const pixChargeSchema = answerSchema<PixCharge>()(v.object({ payload: v.string(), qrCode: v.string(), expiresAt: isoTimestampText }))

export const boletoSlipSchema = answerSchema<BoletoSlip>()(v.object({ number: count, amountCents: cents, dueDate: isoDateText, digitableLine: v.string(), barcode: v.string() }))

export const boletoChargeSchema = answerSchema<BoletoCharge>()(
  v.object({ digitableLine: v.string(), barcode: v.string(), pdfUrl: v.string(), dueDate: isoDateText, slips: v.array(boletoSlipSchema) }),
)

export const eventsTicketSchema = answerSchema<EventsTicket>()(v.object({ ticket: v.string(), url: v.string(), expiresAt: isoTimestampText }))

export const paymentsConfigSchema = answerSchema<PaymentsConfig>()(
  v.object({
    gateway: v.picklist(['sandbox', 'mercadopago']),
    tokenizeUrl: v.nullable(v.string()),
    publicKey: v.nullable(v.string()),
    sandboxControl: v.boolean(),
    firebase: v.nullable(v.object({ projectId: v.string(), apiKey: v.nullable(v.string()), authDomain: v.nullable(v.string()) })),
  }),
)

/** POST /api/me/orders/firebase-token: a custom token for the Firebase web SDK's sign-in. */
export const firebaseTokenSchema = v.object({ token: v.string() })

/** POST /api/payments/webhook. */
export const webhookReceiptSchema = answerSchema<WebhookReceipt>()(v.object({ received: v.literal(true), outcome: v.picklist(webhookOutcomes) }))

/** The sandbox control's pay and charge-back. */
export const sandboxPaymentSchema = answerSchema<SandboxPayment>()(v.object({ webhookStatus: v.pipe(v.number(), v.integer()), order: orderSchema }))
