import { randomBytes } from 'node:crypto'
import { and, asc, desc, eq, gt, sql } from 'drizzle-orm'
import { commissionOf } from '../../../domain/commission.ts'
import type { Payer } from '../../../domain/order.ts'
import { addDays, saoPauloDate, saoPauloDayStart } from '../../../domain/order-status.ts'
import { UserType } from '../../../domain/session.ts'
import { ensureDemoAccount } from './demo-account.ts'
import { untoldMover } from '../../sale/orders/moves.ts'
import { commissionPayouts, orderStatusHistory, orders, paymentLinks, tripOptions, trips, tripVehicles, users } from '../schema/index.ts'
import type { Tx } from './insert.ts'

/** The demo agency's terms once approved (docs/AGENCIES.md, the demo). */
export const DEMO_AGENCY_TERMS = { commissionBasisPoints: 1000, sellerCode: 'DEMOTUR' } as const

const HOUR = 3_600_000
const DAY = 24 * HOUR

/** Fictional customers of the links not paid (yet): under roteiro.demo, which nobody reads. */
const linkCustomers = [
  { customerName: 'Helena Duarte', customerEmail: 'helena.duarte@roteiro.demo', customerPhone: '11991234567' },
  { customerName: 'Otávio Pacheco', customerEmail: 'otavio.pacheco@roteiro.demo', customerPhone: '21998765432' },
  { customerName: 'Sílvia Rezende', customerEmail: 'silvia.rezende@roteiro.demo', customerPhone: '31997651234' },
]

const monthOf = (at: Date) => saoPauloDate(at).slice(0, 7)
const monthBefore = (month: string) => monthOf(new Date(saoPauloDayStart(`${month}-01`).getTime() - HOUR))
const newToken = () => randomBytes(32).toString('base64url')

/** The demo agency (demo-account.ts), approved with its terms. */
async function approvedDemoAgency(tx: Tx, now: Date) {
  const account = await ensureDemoAccount(tx, UserType.agency)
  const [agency] = await tx
    .update(users)
    .set({ approvedAt: new Date(now.getTime() - 90 * DAY), ...DEMO_AGENCY_TERMS, updatedAt: now })
    .where(eq(users.email, account.email))
    .returning({ id: users.id })
  return agency!
}

/** The demo's paid orders, newest paid first, with when each was paid. */
async function paidDemoOrders(tx: Tx) {
  return tx
    .select({
      order: orders,
      paidAt: orderStatusHistory.at,
      tripSeatsLeft: trips.seatsLeft,
      tripCheckIn: trips.checkIn,
      seated: sql<boolean>`exists (select 1 from ${tripVehicles} where ${tripVehicles.tripId} = ${trips.id})`,
    })
    .from(orders)
    .innerJoin(orderStatusHistory, and(eq(orderStatusHistory.orderId, orders.id), eq(orderStatusHistory.status, 'paid')))
    .innerJoin(trips, eq(trips.id, orders.tripId))
    .where(eq(orders.status, 'paid'))
    .orderBy(desc(orderStatusHistory.at), asc(orders.id))
}

type PaidOrder = Awaited<ReturnType<typeof paidDemoOrders>>[number]

/** Credits an order to the agency: through a paid link of its own (the order becomes a guest's), or by its seller code. */
async function credit(tx: Tx, agencyId: number, { order, paidAt }: PaidOrder, channel: 'link' | 'seller-code') {
  let paymentLinkId: number | null = null
  if (channel === 'link') {
    const payer = order.payer as Payer
    const createdAt = new Date(order.createdAt.getTime() - DAY)
    const [link] = await tx
      .insert(paymentLinks)
      .values({
        token: newToken(),
        agencyId,
        tripId: order.tripId,
        optionId: order.optionId,
        itemName: order.itemName,
        optionName: order.optionName,
        people: order.people,
        unitPriceCents: order.unitPriceCents,
        amountCents: order.amountCents,
        customerName: payer.name,
        customerEmail: payer.email,
        customerPhone: payer.phone,
        status: 'paid',
        orderId: order.id,
        expiresAt: new Date(createdAt.getTime() + 7 * DAY),
        createdAt,
        paidAt,
      })
      .returning({ id: paymentLinks.id })
    paymentLinkId = link!.id
  }
  await tx
    .update(orders)
    .set({ agencyId, ...DEMO_AGENCY_TERMS, paymentLinkId, ...(paymentLinkId === null ? {} : { userId: null }) })
    .where(eq(orders.id, order.id))
}

/** Links not paid: one open, one expired (open past its day), one canceled, for trips still on sale. */
async function unpaidLinks(tx: Tx, agencyId: number, now: Date) {
  const onSale = await tx
    .select({ trip: trips, option: tripOptions })
    .from(trips)
    .innerJoin(tripOptions, eq(tripOptions.tripId, trips.id))
    .where(and(eq(trips.published, true), gt(trips.seatsLeft, 2), gt(trips.checkIn, saoPauloDate(new Date(now.getTime() + 30 * DAY)))))
    .orderBy(asc(trips.checkIn), asc(tripOptions.position))
  const trip = (index: number) => onSale[(index * 3) % onSale.length]!
  const link = (index: number, people: number, createdDaysAgo: number, expiresInDays: number, canceledDaysAgo: number | null) => {
    const { trip: row, option } = trip(index)
    const createdAt = new Date(now.getTime() - createdDaysAgo * DAY)
    return {
      token: newToken(),
      agencyId,
      tripId: row.id,
      optionId: option.id,
      itemName: row.name,
      optionName: option.name,
      people,
      unitPriceCents: option.priceCents,
      amountCents: option.priceCents * people,
      ...linkCustomers[index]!,
      status: canceledDaysAgo === null ? ('open' as const) : ('canceled' as const),
      expiresAt: new Date(now.getTime() + expiresInDays * DAY),
      createdAt,
      canceledAt: canceledDaysAgo === null ? null : new Date(now.getTime() - canceledDaysAgo * DAY),
    }
  }
  if (onSale.length === 0) return
  await tx.insert(paymentLinks).values([link(0, 2, 2, 5, null), link(1, 1, 12, -5, null), link(2, 3, 6, 1, 4)])
}

/**
 * The demo agency's channel, on top of the demo sales (seed/orders.ts): approved with a 10 %
 * commission and seller code DEMOTUR, it is credited with some of the demo's paid orders of this
 * month and the last (São Paulo), some through its paid links (guests' orders), some by its seller
 * code; it has links open, expired and canceled; last month's commission was paid out early this
 * month, and after that payout one of last month's sales was refunded (its seats back on sale),
 * so this month shows the negative adjustment. Crediting orders the demo already has keeps every
 * trip's seats what its paid orders hold.
 */
export async function insertAgencySales(tx: Tx, now: Date): Promise<void> {
  const agency = await approvedDemoAgency(tx, now)
  const thisMonth = monthOf(now)
  const lastMonth = monthBefore(thisMonth)
  const paid = await paidDemoOrders(tx)
  const every = (month: string, count: number) =>
    paid
      .filter((row) => monthOf(row.paidAt) === month)
      .filter((_, index) => index % 3 === 0)
      .slice(0, count)
  const current = every(thisMonth, 6)
  // Not the sold-out trip's: its refund would put a seat back on sale.
  const previous = every(lastMonth, 6).filter((row) => row.tripSeatsLeft > 0)
  for (const [index, row] of [...current, ...previous].entries()) await credit(tx, agency.id, row, index % 2 === 0 ? 'link' : 'seller-code')
  await unpaidLinks(tx, agency.id, now)

  // Not a sale of a trip leaving within the dashboard's departures nor of one with buses: the demo shows them nearly full (seed/trips-soon.ts, seed/road.ts).
  const refunded = previous.find((row, index) => (current.length + index) % 2 === 1 && !row.seated && row.tripCheckIn > addDays(saoPauloDate(now), 14))
  if (!refunded) return
  const monthStart = saoPauloDayStart(`${thisMonth}-01`).getTime()
  const payoutAt = Math.max(monthStart, Math.min(monthStart + 4 * DAY + 13 * HOUR, now.getTime() - 3 * HOUR))
  const sales = previous.reduce((sum, row) => sum + row.order.amountCents, 0)
  await tx.insert(commissionPayouts).values({
    agencyId: agency.id,
    month: lastMonth,
    amountCents: commissionOf(sales, DEMO_AGENCY_TERMS.commissionBasisPoints),
    paidOn: saoPauloDate(new Date(payoutAt)),
    note: `Pix para a agência: comissões de ${lastMonth}`,
    createdAt: new Date(payoutAt),
  })
  await untoldMover(tx, new Date(payoutAt + (now.getTime() - payoutAt) / 2)).refund(refunded.order.id)
}
