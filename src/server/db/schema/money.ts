import { sql } from 'drizzle-orm'
import { check, index, type AnyPgColumn, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { chargePurposes, ledgerKinds } from '../../../domain/ledger.ts'
import type { CancellationTier } from '../../../domain/sale-terms.ts'
import { users } from './accounts.ts'
import { trips } from './catalogue.ts'
import { orders, type OrderBoletoSlip } from './orders.ts'

/* Money after the sale (issue 27, docs/PAYMENTS.md): a trip's sale terms, the balance's charges and every order's ledger. */

/**
 * A trip's payment plan and cancellation policy, as the admin's form sets them. No row: no
 * deposit, the default policy (src/domain/sale-terms.ts).
 */
export const tripSaleTerms = pgTable(
  'trip_sale_terms',
  {
    tripId: integer('trip_id')
      .primaryKey()
      .references(() => trips.id, { onDelete: 'cascade' }),
    /** Null: no deposit, the whole price at once. */
    depositPercent: smallint('deposit_percent'),
    balanceDueDays: smallint('balance_due_days').notNull(),
    cancellationTiers: jsonb('cancellation_tiers').$type<CancellationTier[]>().notNull(),
    /** Null: no credit offered. */
    creditMonths: smallint('credit_months'),
  },
  (t) => [check('trip_sale_terms_deposit_check', sql`${t.depositPercent} is null or ${t.depositPercent} between 10 and 90`)],
)

/**
 * A deposit order's balance, charged as the buyer asks (POST …/balance): one row per attempt,
 * its own gateway reference (`<order code>-S<n>`), at most one pending or paid at a time (the
 * partial unique index; the order's row is locked before either is looked at).
 */
export const balanceCharges = pgTable(
  'balance_charges',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    reference: text('reference').notNull(),
    method: text('method', { enum: ['card', 'boleto', 'pix'] }).notNull(),
    installments: smallint('installments').notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: ['pending', 'paid', 'refused', 'canceled'] }).notNull(),
    gateway: text('gateway').notNull(),
    chargeId: text('charge_id'),
    pixPayload: text('pix_payload'),
    boletoSlips: jsonb('boleto_slips').$type<OrderBoletoSlip[]>(),
    boletoUrl: text('boleto_url'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('balance_charges_key_unique').on(t.orderId, t.idempotencyKey),
    uniqueIndex('balance_charges_reference_unique').on(t.reference),
    uniqueIndex('balance_charges_charge_unique').on(t.gateway, t.chargeId),
    uniqueIndex('balance_charges_live_unique')
      .on(t.orderId)
      .where(sql`${t.status} in ('pending', 'paid')`),
  ],
)

/**
 * Every movement of an order's money, one row each, never updated but for a refund's `sentAt`:
 * the order's paid money is the sum of the rows by kind (src/domain/ledger.ts). A charge of the
 * gateway is counted once (the unique index), whoever tells of it first.
 */
export const orderLedger = pgTable(
  'order_ledger',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ledgerKinds }).notNull(),
    /** Always positive; the kind gives the direction. */
    amountCents: integer('amount_cents').notNull(),
    /** What a charge paid for (and what a refund gives back). */
    purpose: text('purpose', { enum: chargePurposes }),
    method: text('method', { enum: ['card', 'boleto', 'pix'] }),
    gateway: text('gateway'),
    chargeId: text('charge_id'),
    /** Who: an admin (null: the buyer, the gateway or the clock, as `source` says). */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    source: text('source', { enum: ['buyer', 'gateway', 'admin', 'system'] }).notNull(),
    note: text('note').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** A refund: when the money left (at once through the gateway; null while an admin still has to send it). */
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** A credit issued from this order, or spent on it. */
    creditId: integer('credit_id').references((): AnyPgColumn => credits.id),
  },
  (t) => [
    index('order_ledger_order_idx').on(t.orderId, t.at),
    uniqueIndex('order_ledger_charge_unique')
      .on(t.gateway, t.chargeId)
      .where(sql`${t.kind} = 'charge'`),
    check('order_ledger_amount_check', sql`${t.amountCents} > 0`),
  ],
)

/**
 * A credit (carta de crédito): paid money of a canceled order turned into a code to spend on a
 * later order. `balanceCents` only falls, by a conditional update (never below 0, never spent
 * twice at once). It belongs to an account, or to a guest's payer email (a payment link's order).
 */
export const credits = pgTable(
  'credits',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    amountCents: integer('amount_cents').notNull(),
    balanceCents: integer('balance_cents').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    fromOrderId: integer('from_order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** A guest's credit: the payer's email, lower case. */
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('credits_code_unique').on(t.code),
    uniqueIndex('credits_from_order_unique').on(t.fromOrderId),
    index('credits_user_idx').on(t.userId),
    check('credits_balance_check', sql`${t.balanceCents} >= 0 and ${t.balanceCents} <= ${t.amountCents}`),
    check('credits_owner_check', sql`${t.userId} is not null or ${t.email} is not null`),
  ],
)

/**
 * How a paid order was canceled by its buyer (or an admin): the quote it was canceled on, the
 * buyer's choice, the credit issued. One per order: the primary key makes a second one fail.
 */
export const orderCancellations = pgTable('order_cancellations', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  reason: text('reason', { enum: ['customer_request', 'canceled_by_admin'] }).notNull(),
  choice: text('choice', { enum: ['refund', 'credit'] }).notNull(),
  paidCents: integer('paid_cents').notNull(),
  penaltyCents: integer('penalty_cents').notNull(),
  refundCents: integer('refund_cents').notNull(),
  creditId: integer('credit_id').references(() => credits.id),
  /** Where a boleto's part of the refund is sent (by an admin, by hand). */
  pixKey: text('pix_key'),
  actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
  note: text('note').notNull().default(''),
  at: timestamp('at', { withTimezone: true }).notNull(),
})
