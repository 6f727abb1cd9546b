import { sql, type SQL } from 'drizzle-orm'
import { check, date, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Payer } from '../../../domain/order.ts'
import { foldForSearch } from './catalogue.ts'
import { users } from './accounts.ts'
import { soldItemColumns } from './sold-item.ts'
import { boardingExtraColumns } from './boarding-extra.ts'
import { paymentLinks } from './agency.ts'
import { credits } from './money.ts'

/* Orders and payments (docs/PAYMENTS.md). */

/** What the payer typed at checkout, kept with the order (the account's profile may change later). */
export type OrderPayer = Payer

export type OrderBoletoSlip = { number: number; amountCents: number; dueDate: string; barcode: string; digitableLine: string }

/**
 * The item an order sells and a payment link offers, frozen at its price: a trip's option for
 * `people`, or a product. A function, so that each table gets column builders of its own.
 */
/**
 * A purchase of a trip option for 1-10 people, or of a priced product. `code` is what leaves the
 * server (random, 8 characters); `seats_held` is what the order took from `trips.seats_left`
 * and gives back when it is refused or canceled. Item names and prices are copied in, so the
 * order reads the same after the catalogue changes.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    /** The buyer's account; null for a guest's order (bought through a payment link, docs/AGENCIES.md). */
    userId: integer('user_id').references(() => users.id),
    ...soldItemColumns(),
    ...boardingExtraColumns(),
    seatsHeld: smallint('seats_held').notNull(),
    method: text('method', { enum: ['card', 'boleto', 'pix'] }).notNull(),
    installments: smallint('installments').notNull(),
    status: text('status', { enum: ['pending', 'paid', 'refused', 'canceled'] }).notNull(),
    statusReason: text('status_reason').notNull(),
    payer: jsonb('payer').$type<OrderPayer>().notNull(),
    gateway: text('gateway').notNull(),
    /** The gateway's reference of the charge; null until the gateway answered. */
    chargeId: text('charge_id'),
    pixPayload: text('pix_payload'),
    boletoSlips: jsonb('boleto_slips').$type<OrderBoletoSlip[]>(),
    /** A PDF the gateway hosts (the real gateway); the sandbox's is rendered by us. */
    boletoUrl: text('boleto_url'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    /**
     * The agency credited with the sale, its seller code and its commission at the moment of sale
     * (a snapshot: a later change of the agency's rate does not rewrite this order). Null: no agency.
     */
    agencyId: integer('agency_id').references(() => users.id),
    sellerCode: text('seller_code'),
    commissionBasisPoints: integer('commission_basis_points'),
    /** The payment link a guest paid through. */
    paymentLinkId: integer('payment_link_id').references((): AnyPgColumn => paymentLinks.id),
    /**
     * Issue 27: `deposit` orders are charged `deposit_cents` first and the rest (the balance) by
     * `balance_due_at`; `full` orders the whole amount at once. The money paid is in order_ledger (money.ts).
     */
    plan: text('plan', { enum: ['full', 'deposit'] })
      .notNull()
      .default('full'),
    depositCents: integer('deposit_cents'),
    balanceDueAt: timestamp('balance_due_at', { withTimezone: true }),
    /** A credit (money.ts `credits`) spent on the order's first charge: taken from the credit when placed, given back if the order ends unpaid. */
    creditId: integer('credit_id').references((): AnyPgColumn => credits.id),
    creditAppliedCents: integer('credit_applied_cents').notNull().default(0),
    /**
     * The admin search's text, folded like trips.search_text: the code (also without its dash,
     * so a search by digits finds it), the payer's name, email and CPF (stored as digits).
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL =>
        foldForSearch(
          sql`${orders.code} || ' ' || replace(${orders.code}, '-', '') || ' ' || coalesce(${orders.payer} ->> 'name', '') || ' ' || coalesce(${orders.payer} ->> 'email', '') || ' ' || coalesce(${orders.payer} ->> 'cpf', '')`,
        ),
      ),
  },
  (t) => [
    uniqueIndex('orders_code_unique').on(t.code),
    uniqueIndex('orders_charge_unique').on(t.gateway, t.chargeId),
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_pending_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'pending'`),
    // The admin lists (docs/PERFORMANCE.md, admin lists): newest first, a status newest (or oldest)
    // first, and a trip's orders of one status (its manifest, the dashboard's seats paid).
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_status_created_idx').on(t.status, t.createdAt, t.id),
    index('orders_trip_status_idx').on(t.tripId, t.status),
    check('orders_item_check', sql`(${t.tripId} is not null and ${t.optionId} is not null and ${t.productId} is null) or (${t.productId} is not null and ${t.tripId} is null)`),
    check('orders_amount_check', sql`${t.amountCents} >= 0 and ${t.seatsHeld} >= 0 and ${t.installments} between 1 and 24`),
    check('orders_credit_check', sql`${t.creditAppliedCents} >= 0 and (${t.creditId} is not null or ${t.creditAppliedCents} = 0)`),
    check('orders_plan_check', sql`(${t.plan} = 'deposit') = (${t.depositCents} is not null) and (${t.depositCents} is null) = (${t.balanceDueAt} is null)`),
    index('orders_balance_due_idx')
      .on(t.balanceDueAt)
      .where(sql`${t.plan} = 'deposit' and ${t.status} = 'paid'`),
    check('orders_buyer_check', sql`${t.userId} is not null or ${t.paymentLinkId} is not null`),
    check('orders_agency_check', sql`(${t.agencyId} is null) = (${t.commissionBasisPoints} is null) and (${t.agencyId} is null) = (${t.sellerCode} is null)`),
    index('orders_agency_idx')
      .on(t.agencyId, t.createdAt)
      .where(sql`${t.agencyId} is not null`),
  ],
)

/**
 * The people an order is for (docs/TRAVELLERS.md): at most one row per position 0..people-1, a
 * missing row or a null value being data not given yet. Written whole by the buyer's PUT.
 */
export const orderTravellers = pgTable(
  'order_travellers',
  {
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    name: text('name'),
    documentKind: text('document_kind', { enum: ['cpf', 'passport', 'rg'] }),
    documentNumber: text('document_number'),
    /** The state (UF) that issued an RG; only an RG has one. */
    documentState: text('document_state'),
    birthDate: date('birth_date', { mode: 'string' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.position] }),
    check('order_travellers_position_check', sql`${t.position} between 0 and 9`),
    check('order_travellers_document_check', sql`(${t.documentKind} is null) = (${t.documentNumber} is null)`),
    check('order_travellers_document_state_check', sql`coalesce(${t.documentKind} = 'rg', false) = (${t.documentState} is not null)`),
  ],
)

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'paid', 'refused', 'canceled'] }).notNull(),
    reason: text('reason').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    /** The admin who made the move; null when the customer, the gateway or the expiry did. */
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** The admin's own words on why, when given. */
    note: text('note').notNull().default(''),
  },
  (t) => [
    index('order_status_history_order_idx').on(t.orderId),
    // The payments of a period, by the day they were made: the dashboard's sales chart and the commissions' month.
    index('order_status_history_status_at_idx').on(t.status, t.at),
  ],
)

/** POST /api/orders keys: the same key and body give the same order; `request_hash` tells a different body. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
)

/** Webhook events already applied, so a replayed one changes nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    gateway: text('gateway').notNull(),
    eventId: text('event_id').notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.gateway, t.eventId] })],
)

/**
 * The sandbox gateway's own records (it stands for a remote service): card tokens keep the
 * brand, the last 4 digits and the test outcome, never the number; charges keep what a gateway
 * would, so the sandbox control can pay one and send its webhook.
 */
export const sandboxCardTokens = pgTable('sandbox_card_tokens', {
  token: text('token').primaryKey(),
  brand: text('brand').notNull(),
  last4: text('last4').notNull(),
  outcome: text('outcome', { enum: ['approve', 'refuse', 'fail'] }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
})

export const sandboxCharges = pgTable(
  'sandbox_charges',
  {
    id: text('id').primaryKey(),
    /** The merchant's reference (our order code): the same reference gives back the same charge. */
    reference: text('reference').notNull(),
    method: text('method', { enum: ['card', 'boleto', 'pix'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: ['pending', 'paid', 'refused', 'canceled', 'refunded'] }).notNull(),
    /** Given back by partial refunds so far; the charge is `refunded` once this reaches its amount. */
    refundedCents: integer('refunded_cents').notNull().default(0),
    result: jsonb('result').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('sandbox_charges_reference_unique').on(t.reference), check('sandbox_charges_refunded_check', sql`${t.refundedCents} between 0 and ${t.amountCents}`)],
)

/** The sandbox's partial refunds, by the merchant's idempotency key: the same key refunds once. */
export const sandboxRefunds = pgTable('sandbox_refunds', {
  key: text('key').primaryKey(),
  chargeId: text('charge_id')
    .notNull()
    .references(() => sandboxCharges.id, { onDelete: 'cascade' }),
  amountCents: integer('amount_cents').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
})

/** Random secrets every server process shares (webhook signing in the sandbox, event tickets) unless set in the environment. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
})

/**
 * A guest order's access (docs/AGENCIES.md, "Access token"), once it changed: no row is the token
 * of generation 0, open until the order's own end. A link sent again moves to the next generation
 * (the older token stops opening the order) and may extend the end; an admin's revocation closes it.
 */
export const guestOrderAccess = pgTable('guest_order_access', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  generation: integer('generation').notNull(),
  /** A link sent again opens the order at least until then, even past the order's own end. */
  extendedUntil: timestamp('extended_until', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
})
