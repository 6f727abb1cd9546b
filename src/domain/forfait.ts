import * as v from 'valibot'
import { forfaitStatuses } from './admin/list-queries.ts'
import type { ForfaitStatus } from './admin/list-queries.ts'
import { moneyCents, optionalText, requiredText, wholeNumber } from './admin/fields.ts'
import { phoneSchema } from './user.ts'
import { fieldMessages as m } from './user-messages.ts'

export const forfaitMessages = { returnBeforeDeparture: 'The return must not be before the departure' } as const

// Null too: the form sends this schema's own output, where a date left blank is null.
const optionalDate = v.pipe(
  v.optional(v.nullable(v.string()), ''),
  v.transform((text) => (text ?? '').trim()),
  v.check((text) => text === '' || v.is(v.pipe(v.string(), v.isoDate()), text), m.date),
  v.transform((text) => text || null),
)

const optionalMoney = v.pipe(
  v.optional(v.union([v.literal(''), v.null(), moneyCents]), null),
  v.transform((value) => (value === '' ? null : value)),
)

export const forfaitRequestSchema = v.pipe(
  v.object({
    destination: requiredText(2, 120),
    departureDate: optionalDate,
    returnDate: optionalDate,
    adults: wholeNumber(1, 30),
    children: v.optional(wholeNumber(0, 30), 0),
    budgetPerPersonCents: optionalMoney,
    interests: optionalText(2000),
    phone: phoneSchema,
  }),
  v.forward(
    v.check(({ departureDate, returnDate }) => !departureDate || !returnDate || returnDate >= departureDate, forfaitMessages.returnBeforeDeparture),
    ['returnDate'],
  ),
)
export type ForfaitRequestInput = v.InferOutput<typeof forfaitRequestSchema>

export interface ForfaitRequest extends ForfaitRequestInput {
  id: number
  status: ForfaitStatus
  answer: string
  createdAt: string
  updatedAt: string
}

/** What the admin sees: the request and who asked. */
export interface AdminForfaitRequest extends ForfaitRequest {
  customer: { id: number; name: string; email: string }
}

export const forfaitAnswerSchema = v.object({
  status: v.picklist(forfaitStatuses, m.required),
  answer: optionalText(4000),
})
export type ForfaitAnswer = v.InferOutput<typeof forfaitAnswerSchema>
