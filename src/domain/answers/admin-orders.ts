import { chargePurposes, ledgerKinds } from '../ledger.ts'
import * as v from 'valibot'
import type { AdminOrder, AdminOrderSummary, OwedRefund, TripWithOrders } from '../admin/order.ts'
import { paymentMethods, statusReasons } from '../order-status.ts'
import type { Page } from '../query-params.ts'
import { answerSchema } from './answer-schema.ts'
import { idSchema, isoDateText, isoTimestampText, pageSchema } from './catalogue.ts'
import { boletoSlipSchema, orderSchema, orderStatusSchema, orderSummarySchema } from './orders.ts'

const cents = v.pipe(v.number(), v.integer())
const count = v.pipe(v.number(), v.integer(), v.minValue(0))

const adminOrderSummarySchema = answerSchema<AdminOrderSummary>()(
  v.object({
    code: v.string(),
    createdAt: isoTimestampText,
    status: orderStatusSchema,
    method: v.picklist(paymentMethods),
    installments: count,
    itemName: v.string(),
    optionName: v.nullable(v.string()),
    people: count,
    amountCents: cents,
    payer: v.object({ name: v.string(), cpf: v.string(), email: v.string() }),
    tripId: v.nullable(idSchema),
    balance: orderSummarySchema.entries.balance,
    cancellation: v.nullable(v.omit(v.unwrap(orderSummarySchema.entries.cancellation), ['credit'])),
    refundOwedCents: count,
  }),
)

/** GET /api/admin/orders. */
export const adminOrderPageSchema = answerSchema<Page<AdminOrderSummary>>()(pageSchema(adminOrderSummarySchema))

/** GET /api/admin/orders/trips. */
export const tripsWithOrdersSchema = answerSchema<TripWithOrders[]>()(v.array(v.object({ id: idSchema, name: v.string(), checkIn: isoDateText, orders: count, paidOrders: count })))

/** GET /api/admin/orders/:code, its cancel, its refund and its guest link's revocation. */
export const adminOrderSchema = answerSchema<AdminOrder>()(
  v.object({
    ...orderSchema.entries,
    history: v.array(
      v.object({
        status: orderStatusSchema,
        reason: v.picklist(statusReasons),
        at: isoTimestampText,
        by: v.nullable(v.object({ id: idSchema, name: v.string() })),
        note: v.string(),
      }),
    ),
    gateway: v.string(),
    chargeId: v.nullable(v.string()),
    pixExpiresAt: v.nullable(isoTimestampText),
    boletoSlips: v.array(boletoSlipSchema),
    paymentEvents: v.array(v.object({ gateway: v.string(), eventId: v.string(), receivedAt: isoTimestampText })),
    customer: v.nullable(v.object({ id: idSchema, name: v.string(), email: v.string() })),
    tripSeats: v.nullable(v.object({ left: count, vacancies: count })),
    agency: v.nullable(v.object({ id: idSchema, name: v.string(), sellerCode: v.string(), commissionBasisPoints: count, channel: v.picklist(['link', 'seller-code']) })),
    guestAccess: v.nullable(v.object({ expiresAt: isoTimestampText, revokedAt: v.nullable(isoTimestampText) })),
    ledger: v.array(
      v.object({
        id: idSchema,
        kind: v.picklist(ledgerKinds),
        amountCents: count,
        purpose: v.nullable(v.picklist(chargePurposes)),
        method: v.nullable(v.picklist(paymentMethods)),
        chargeId: v.nullable(v.string()),
        source: v.picklist(['buyer', 'gateway', 'admin', 'system']),
        by: v.nullable(v.object({ id: idSchema, name: v.string() })),
        note: v.string(),
        at: isoTimestampText,
        sentAt: v.nullable(isoTimestampText),
      }),
    ),
    refundPixKey: v.nullable(v.string()),
  }),
)

/** GET /api/admin/orders/refunds-owed. */
export const owedRefundsSchema = answerSchema<OwedRefund[]>()(
  v.array(
    v.object({
      id: idSchema,
      code: v.string(),
      amountCents: count,
      method: v.nullable(v.picklist(paymentMethods)),
      pixKey: v.nullable(v.string()),
      payerName: v.string(),
      at: isoTimestampText,
    }),
  ),
)
