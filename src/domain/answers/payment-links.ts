import * as v from 'valibot'
import { paymentLinkStatuses, type GuestCredit, type GuestOrderPlaced, type PaymentLink, type PublicPaymentLink } from '../payment-link.ts'
import type { Order } from '../order.ts'
import type { Page } from '../query-params.ts'
import { answerSchema } from './answer-schema.ts'
import { isoTimestampText, pageSchema } from './catalogue.ts'
import { orderItemAnswerSchema, orderSchema, orderStatusSchema } from './orders.ts'

const cents = v.pipe(v.number(), v.integer())
const linkStatus = v.picklist(paymentLinkStatuses)

export const paymentLinkSchema = answerSchema<PaymentLink>()(
  v.object({
    token: v.string(),
    url: v.string(),
    status: linkStatus,
    amountCents: cents,
    expiresAt: isoTimestampText,
    createdAt: isoTimestampText,
    item: orderItemAnswerSchema,
    customer: v.object({ name: v.nullable(v.string()), email: v.nullable(v.string()), phone: v.nullable(v.string()) }),
    order: v.nullable(v.object({ code: v.string(), status: orderStatusSchema, payerName: v.string(), paidAt: v.nullable(isoTimestampText) })),
  }),
)

export const paymentLinkPageSchema = answerSchema<Page<PaymentLink>>()(pageSchema(paymentLinkSchema))

export const publicPaymentLinkSchema = answerSchema<PublicPaymentLink>()(
  v.object({
    status: linkStatus,
    item: orderItemAnswerSchema,
    amountCents: cents,
    expiresAt: isoTimestampText,
    agency: v.object({ name: v.string() }),
    imageUrl: v.nullable(v.string()),
    maxInstallments: v.pipe(v.number(), v.integer()),
    boletoInstallments: v.boolean(),
  }),
)

/** The whole order, as the checkout answers it, and the guest's access token. */
export const guestOrderPlacedSchema = answerSchema<Order & GuestOrderPlaced>()(v.object({ ...orderSchema.entries, accessToken: v.string() }))

/** A guest's credit, checked before paying. */
export const guestCreditSchema = answerSchema<GuestCredit>()(
  v.object({ code: v.string(), balanceCents: v.pipe(v.number(), v.integer(), v.minValue(0)), expiresAt: isoTimestampText }),
)

export const linkCanceledSchema = v.object({ status: v.literal('canceled') })
