import { sql } from 'drizzle-orm'
import { check, date, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { soldItemColumns } from './sold-item.ts'
import { boardingExtraColumns } from './boarding-extra.ts'
import { orders } from './orders.ts'

/* The agency channel (docs/AGENCIES.md): payment links and commission payouts. */

/**
 * A payment link an approved agency made for its customer: one trip option for some people, or
 * one product, at the price of the day it was made (frozen here). `status` is stored as open,
 * paid or canceled; an open link past `expires_at` is expired. `order_id` is the order placed
 * through it that is pending or paid (an order that ended unpaid frees the link again).
 */
export const paymentLinks = pgTable(
  'payment_links',
  {
    id: serial('id').primaryKey(),
    token: text('token').notNull(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => users.id),
    ...soldItemColumns(),
    ...boardingExtraColumns(),
    customerName: text('customer_name'),
    customerEmail: text('customer_email'),
    customerPhone: text('customer_phone'),
    status: text('status', { enum: ['open', 'paid', 'canceled'] })
      .notNull()
      .default('open'),
    orderId: integer('order_id').references((): AnyPgColumn => orders.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_links_token_unique').on(t.token),
    index('payment_links_agency_idx').on(t.agencyId, t.createdAt),
    check(
      'payment_links_item_check',
      sql`(${t.tripId} is not null and ${t.optionId} is not null and ${t.productId} is null) or (${t.productId} is not null and ${t.tripId} is null)`,
    ),
    check('payment_links_amount_check', sql`${t.amountCents} >= 0 and ${t.people} between 1 and 10`),
  ],
)

/** Idempotency-Key of a guest's POST /api/payment-links/{token}/orders: scoped to the link, as a user's are to the user. */
export const paymentLinkKeys = pgTable(
  'payment_link_keys',
  {
    linkId: integer('link_id')
      .notNull()
      .references(() => paymentLinks.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.linkId, t.key] })],
)

/** Money an admin paid an agency against a month's commission (docs/AGENCIES.md, payouts). */
export const commissionPayouts = pgTable(
  'commission_payouts',
  {
    id: serial('id').primaryKey(),
    agencyId: integer('agency_id')
      .notNull()
      .references(() => users.id),
    /** The month (yyyy-mm, São Paulo) whose commission this pays. */
    month: text('month').notNull(),
    amountCents: integer('amount_cents').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The admin's Idempotency-Key (unique per admin) and body hash: a repeat answers this payout (issue 25, finding 6). Null on payouts older than the key. */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
  },
  (t) => [
    index('commission_payouts_month_idx').on(t.month, t.agencyId),
    uniqueIndex('commission_payouts_idempotency_key_idx').on(t.createdBy, t.idempotencyKey),
    check('commission_payouts_amount_check', sql`${t.amountCents} > 0`),
  ],
)
