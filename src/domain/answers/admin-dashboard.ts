import * as v from 'valibot'
import type { AdminDashboard } from '../admin/dashboard.ts'
import type { DashboardSales } from '../admin/dashboard-sales.ts'
import { orderStatuses, paymentMethods } from '../order-status.ts'
import { answerSchema } from './answer-schema.ts'
import { idSchema, isoDateText, isoTimestampText } from './catalogue.ts'

/* The admin dashboard's answers: GET /api/admin/dashboard and /api/admin/dashboard/sales. */

const cents = v.pipe(v.number(), v.integer())
const count = v.pipe(v.number(), v.integer(), v.minValue(0))

const periodSchema = v.object({
  from: isoDateText,
  orders: count,
  revenueCents: cents,
  byStatus: v.array(v.object({ status: v.picklist(orderStatuses), count, amountCents: cents })),
  byMethod: v.array(v.object({ method: v.picklist(paymentMethods), count, paidCount: count, revenueCents: cents })),
})

export const adminDashboardSchema = answerSchema<AdminDashboard>()(
  v.object({
    at: isoTimestampText,
    today: periodSchema,
    month: periodSchema,
    fillingUp: v.array(v.object({ id: idSchema, name: v.string(), checkIn: isoDateText, vacancies: count, seatsTaken: count, seatsPaid: count })),
    pending: v.object({
      count,
      amountCents: cents,
      oldest: v.array(
        v.object({
          code: v.string(),
          createdAt: isoTimestampText,
          expiresAt: v.nullable(isoTimestampText),
          amountCents: cents,
          method: v.picklist(paymentMethods),
          payerName: v.string(),
        }),
      ),
    }),
    departures: v.array(
      v.object({
        id: idSchema,
        name: v.string(),
        checkIn: isoDateText,
        vacancies: count,
        seatsSold: count,
        travellersMissing: count,
        incompleteOrders: v.array(v.object({ code: v.string(), payerName: v.string(), people: count, missing: count })),
      }),
    ),
    money: v.object({ collectedCents: count, dueCents: count, refundedCents: count, refundOwedCents: count, creditOutstandingCents: count }),
  }),
)

export const dashboardSalesSchema = answerSchema<DashboardSales>()(
  v.object({
    from: isoDateText,
    to: isoDateText,
    tripId: v.nullable(idSchema),
    days: v.array(v.object({ date: isoDateText, orders: count, revenueCents: cents })),
    totals: v.object({ orders: count, revenueCents: cents }),
    trips: v.array(v.object({ id: idSchema, name: v.string() })),
  }),
)
