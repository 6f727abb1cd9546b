import * as v from 'valibot'
import { forfaitStatuses } from '../admin/list-queries.ts'
import type { CommissionEntry, CommissionLine, CommissionPayout, CommissionStatement, RecordedPayout } from '../commission.ts'
import type { AdminForfaitRequest, ForfaitRequest } from '../forfait.ts'
import type { Page } from '../query-params.ts'
import { answerSchema } from './answer-schema.ts'
import { idSchema, isoDateText, isoTimestampText, pageSchema } from './catalogue.ts'

const cents = v.pipe(v.number(), v.integer())
const count = v.pipe(v.number(), v.integer(), v.minValue(0))

export const forfaitRequestAnswerSchema = answerSchema<ForfaitRequest>()(
  v.object({
    id: idSchema,
    destination: v.string(),
    departureDate: v.nullable(isoDateText),
    returnDate: v.nullable(isoDateText),
    adults: count,
    children: count,
    budgetPerPersonCents: v.nullable(cents),
    interests: v.string(),
    phone: v.string(),
    status: v.picklist(forfaitStatuses),
    answer: v.string(),
    createdAt: isoTimestampText,
    updatedAt: isoTimestampText,
  }),
)

export const ownForfaitRequestsSchema = v.object({ items: v.array(forfaitRequestAnswerSchema) })

/** PUT /api/admin/forfait-requests/:id, and a row of its list. */
export const adminForfaitRequestSchema = answerSchema<AdminForfaitRequest>()(
  v.object({ ...forfaitRequestAnswerSchema.entries, customer: v.object({ id: idSchema, name: v.string(), email: v.string() }) }),
)
export const adminForfaitRequestPageSchema = answerSchema<Page<AdminForfaitRequest>>()(pageSchema(adminForfaitRequestSchema))

export const commissionLineSchema = answerSchema<CommissionLine>()(
  v.object({
    agencyId: idSchema,
    name: v.string(),
    sellerCode: v.nullable(v.string()),
    orders: v.pipe(v.number(), v.integer()),
    salesCents: cents,
    commissionCents: cents,
    paidOutCents: cents,
    balanceCents: cents,
  }),
)

const commissionEntrySchema = answerSchema<CommissionEntry>()(
  v.object({
    code: v.string(),
    kind: v.picklist(['sale', 'reversal']),
    at: isoTimestampText,
    itemName: v.string(),
    payerName: v.string(),
    salesCents: cents,
    commissionBasisPoints: count,
    commissionCents: cents,
    channel: v.picklist(['link', 'seller-code']),
  }),
)

const commissionPayoutSchema = answerSchema<CommissionPayout>()(
  v.object({ id: idSchema, month: v.string(), amountCents: cents, paidOn: isoDateText, note: v.string(), createdAt: isoTimestampText }),
)

/** POST /api/admin/commissions/payouts. */
export const recordedPayoutSchema = answerSchema<RecordedPayout>()(v.object({ ...commissionPayoutSchema.entries, agencyId: idSchema }))

export const commissionStatementSchema = answerSchema<CommissionStatement>()(
  v.object({ month: v.string(), line: commissionLineSchema, entries: v.array(commissionEntrySchema), payouts: v.array(commissionPayoutSchema) }),
)
