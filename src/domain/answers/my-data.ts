import * as v from 'valibot'
import type { MyDataExport } from '../my-data.ts'
import { answerSchema } from './answer-schema.ts'
import { profileSchema } from './accounts.ts'
import { isoDateText, isoTimestampText } from './catalogue.ts'
import { notificationPreferencesAnswerSchema } from './notifications.ts'
import { orderSchema } from './orders.ts'
import { paymentLinkSchema } from './payment-links.ts'
import { forfaitRequestAnswerSchema } from './requests.ts'
import { travellerSchema } from './travellers.ts'
import { waitlistStatuses } from '../waitlist.ts'

const cents = v.pipe(v.number(), v.integer())

const exportedPaymentsSchema = v.object({
  gateway: v.string(),
  chargeId: v.nullable(v.string()),
  boletoSlips: v.array(v.object({ number: v.pipe(v.number(), v.integer()), amountCents: cents, dueDate: isoDateText, digitableLine: v.string() })),
  events: v.array(v.object({ id: v.string(), receivedAt: isoTimestampText })),
})

/** GET /api/me/export. */
export const myDataExportSchema = answerSchema<MyDataExport>()(
  v.object({
    exportedAt: isoTimestampText,
    profile: v.object({ ...profileSchema.entries, createdAt: isoTimestampText, updatedAt: isoTimestampText }),
    orders: v.array(v.object({ ...orderSchema.entries, payments: exportedPaymentsSchema, travellers: v.array(travellerSchema) })),
    forfaitRequests: v.array(forfaitRequestAnswerSchema),
    contactMessages: v.array(v.object({ name: v.string(), email: v.string(), phone: v.string(), subject: v.string(), message: v.string(), createdAt: isoTimestampText })),
    sessions: v.array(v.object({ createdAt: isoTimestampText, expiresAt: isoTimestampText, revokedAt: v.nullable(isoTimestampText), current: v.boolean() })),
    notifications: v.object({
      ...notificationPreferencesAnswerSchema.entries,
      pushSubscriptions: v.array(v.object({ endpoint: v.string(), locale: v.string(), createdAt: isoTimestampText, expiresAt: v.nullable(isoTimestampText) })),
    }),
    waitlist: v.array(
      v.object({
        tripName: v.string(),
        optionName: v.string(),
        people: v.pipe(v.number(), v.integer()),
        status: v.picklist(waitlistStatuses),
        joinedAt: isoTimestampText,
        offerExpiresAt: v.nullable(isoTimestampText),
      }),
    ),
    paymentLinks: v.optional(v.array(paymentLinkSchema)),
  }),
)
