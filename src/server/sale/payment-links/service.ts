import { fieldError } from '../../http/validation.ts'
import { randomBytes } from 'node:crypto'
import { and, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm'
import { type CreatePaymentLink, type PaymentLink, type PaymentLinkListQuery } from '../../../domain/payment-link.ts'
import type { Page } from '../../../domain/query-params.ts'
import { orderByOf, pageWindow, textSearch, toPage, windowTotal } from '../../admin/list-query.ts'
import { orders, paymentLinks } from '../../db/schema/index.ts'
import { apiError } from '../../http/errors.ts'
import type { OrdersContext } from '../orders/context.ts'
import { ItemRefused, itemColumnsOf, priceItem, seatsShortOf, seatsShortOnField } from '../orders/pricing.ts'
import { selectLinks, statusOf, toPaymentLink } from './queries.ts'

const DAY_MS = 86_400_000

/** 32 random bytes: the link's address cannot be guessed from another one. */
const newLinkToken = () => randomBytes(32).toString('base64url')

async function loadLink(ctx: OrdersContext, id: number): Promise<PaymentLink> {
  const [row] = await selectLinks(ctx.db).where(eq(paymentLinks.id, id))
  if (!row) throw new Error(`payment link ${id} vanished`)
  return toPaymentLink(row, ctx.settings.publicUrl, ctx.now())
}

/**
 * POST /api/agency/payment-links: the item at today's price, frozen on the link. Seats are
 * checked, not held (the guest's order holds them); an item that cannot be sold is a 400 on its
 * field, since here it is a field of the agency's form.
 */
export async function createPaymentLink(ctx: OrdersContext, agencyId: number, input: CreatePaymentLink): Promise<PaymentLink> {
  const now = ctx.now()
  const priced = await priceItem(ctx.db, input.item, now).catch((error: unknown) => {
    throw error instanceof ItemRefused ? fieldError(error.field, error.code) : error
  })
  const short = seatsShortOf(priced)
  if (short !== null) throw seatsShortOnField('item.people', short)
  const [row] = await ctx.db
    .insert(paymentLinks)
    .values({
      token: newLinkToken(),
      agencyId,
      ...itemColumnsOf(priced),
      customerName: input.customer?.name ?? null,
      customerEmail: input.customer?.email ?? null,
      customerPhone: input.customer?.phone ?? null,
      expiresAt: new Date(now.getTime() + input.expiresInDays * DAY_MS),
      createdAt: now,
    })
    .returning({ id: paymentLinks.id })
  return loadLink(ctx, row!.id)
}

function statusFilter(status: PaymentLinkListQuery['status'], now: Date): SQL | undefined {
  if (status === 'open') return and(eq(paymentLinks.status, 'open'), gt(paymentLinks.expiresAt, now))
  if (status === 'expired') return and(eq(paymentLinks.status, 'open'), lte(paymentLinks.expiresAt, now))
  return status ? eq(paymentLinks.status, status) : undefined
}

/** GET /api/agency/payment-links: the agency's own links, newest first unless sorted otherwise. */
export async function listPaymentLinks(ctx: OrdersContext, agencyId: number, query: PaymentLinkListQuery): Promise<Page<PaymentLink>> {
  const now = ctx.now()
  const where = and(
    eq(paymentLinks.agencyId, agencyId),
    statusFilter(query.status, now),
    ...textSearch(query.q, [paymentLinks.itemName, paymentLinks.optionName, paymentLinks.customerName, paymentLinks.customerEmail]),
  )
  const rows = await ctx.db
    .select({ id: paymentLinks.id, total: windowTotal })
    .from(paymentLinks)
    .where(where)
    .orderBy(
      ...orderByOf(query.sort, '-createdAt', { createdAt: paymentLinks.createdAt, expiresAt: paymentLinks.expiresAt, amountCents: paymentLinks.amountCents }, paymentLinks.id),
    )
    .limit(pageWindow(query).limit)
    .offset(pageWindow(query).offset)
  const full =
    rows.length === 0
      ? []
      : await selectLinks(ctx.db).where(
          inArray(
            paymentLinks.id,
            rows.map((row) => row.id),
          ),
        )
  const byId = new Map(full.map((row) => [row.link.id, row]))
  return toPage(
    query,
    rows,
    (row) => toPaymentLink(byId.get(row.id)!, ctx.settings.publicUrl, now),
    async () =>
      (
        await ctx.db
          .select({ count: sql<number>`count(*)::int` })
          .from(paymentLinks)
          .where(where)
      )[0]?.count ?? 0,
  )
}

/**
 * POST /api/agency/payment-links/{token}/cancel. Another agency's link is a 404 (its existence is
 * not confirmed); only an open link nobody is paying right now can be canceled.
 */
export async function cancelPaymentLink(ctx: OrdersContext, agencyId: number, token: string): Promise<{ status: 'canceled' }> {
  const now = ctx.now()
  return ctx.db.transaction(async (tx) => {
    const [link] = await tx
      .select()
      .from(paymentLinks)
      .where(and(eq(paymentLinks.token, token), eq(paymentLinks.agencyId, agencyId)))
      .for('update')
    if (!link) throw apiError('payment_link.not_found')
    if (statusOf(link, now) !== 'open') throw apiError('payment_link.not_open')
    if (link.orderId !== null) {
      const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, link.orderId))
      if (order?.status === 'pending') throw apiError('payment_link.payment_in_progress')
    }
    await tx.update(paymentLinks).set({ status: 'canceled', canceledAt: now }).where(eq(paymentLinks.id, link.id))
    return { status: 'canceled' as const }
  })
}
