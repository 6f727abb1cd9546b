import { sql, type SQL } from 'drizzle-orm'
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Payer } from '../../domain/order.ts'
import type { ScheduleDay } from '../../domain/trip.ts'

export const airlines = pgTable('airlines', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
})

export const eventTypes = pgTable('event_types', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
})

// Capitals too: lower() leaves accented capitals alone on a server whose character locale is C.
const accented = 'áàâãäéèêëíìîïóòôõöúùûüçñÁÀÂÃÄÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑ'
const plain = 'aaaaaeeeeiiiiooooouuuucnaaaaaeeeeiiiiooooouuuucn'

/** Lower case without accents; immutable, so usable in generated columns. */
export const foldForSearch = (value: SQL) => sql`translate(lower(${value}), ${sql.raw(`'${accented}'`)}, ${sql.raw(`'${plain}'`)})`

/** Images are stored renditions: `key` is the largest; `widths` maps a width to its key. */
export type StoredImage = { key: string; widths: Record<string, string>; alt: string }

export const trips = pgTable(
  'trips',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    classification: smallint('classification').notNull(),
    transport: text('transport', { enum: ['road', 'air', 'cruise'] }).notNull(),
    eventTypeId: integer('event_type_id').references(() => eventTypes.id),
    checkIn: date('check_in', { mode: 'string' }).notNull(),
    checkOut: date('check_out', { mode: 'string' }).notNull(),
    destination: text('destination').notNull(),
    placeDescription: text('place_description').notNull().default(''),
    boardingPlace: text('boarding_place').notNull().default(''),
    hotel: text('hotel').notNull().default(''),
    mentalMapTag: text('mental_map_tag').notNull().default(''),
    featured: boolean('featured').notNull().default(false),
    published: boolean('published').notNull().default(true),
    vacancies: integer('vacancies').notNull(),
    seatsLeft: integer('seats_left').notNull(),
    schedule: jsonb('schedule').$type<ScheduleDay[]>().notNull().default([]),
    included: jsonb('included').$type<string[]>().notNull().default([]),
    notIncluded: jsonb('not_included').$type<string[]>().notNull().default([]),
    documentation: jsonb('documentation').$type<string[]>().notNull().default([]),
    extraInfo: jsonb('extra_info').$type<string[]>().notNull().default([]),
    maxInstallments: smallint('max_installments').notNull().default(10),
    boletoInstallments: boolean('boleto_installments').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Name and place folded to lower case without accents, so "sao paulo" finds "São Paulo". */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs((): SQL => sql`${foldForSearch(sql`${trips.name} || ' ' || ${trips.destination} || ' ' || ${trips.placeDescription}`)}`),
  },
  (t) => [
    uniqueIndex('trips_slug_unique').on(t.slug),
    index('trips_listing_idx').on(t.published, t.checkIn),
    check('trips_classification_check', sql`${t.classification} in (0, 1, 2)`),
    check('trips_seats_check', sql`${t.seatsLeft} >= 0 and ${t.seatsLeft} <= ${t.vacancies}`),
  ],
)

export const tripOptions = pgTable(
  'trip_options',
  {
    id: serial('id').primaryKey(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    priceCents: integer('price_cents').notNull(),
    people: smallint('people').notNull().default(1),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('trip_options_trip_idx').on(t.tripId), check('trip_options_price_check', sql`${t.priceCents} >= 0`)],
)

export const tripImages = pgTable(
  'trip_images',
  {
    id: serial('id').primaryKey(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    image: jsonb('image').$type<StoredImage>().notNull(),
    position: smallint('position').notNull().default(0),
  },
  (t) => [index('trip_images_trip_idx').on(t.tripId)],
)

export const tripFlights = pgTable(
  'trip_flights',
  {
    id: serial('id').primaryKey(),
    tripId: integer('trip_id')
      .notNull()
      .references(() => trips.id, { onDelete: 'cascade' }),
    leg: smallint('leg').notNull(),
    airlineId: integer('airline_id')
      .notNull()
      .references(() => airlines.id),
    flightNumber: text('flight_number').notNull(),
    boardingAirport: text('boarding_airport').notNull(),
    destination: text('destination').notNull(),
    departureDate: date('departure_date', { mode: 'string' }).notNull(),
    departureTime: text('departure_time').notNull(),
    arrivalTime: text('arrival_time').notNull(),
  },
  (t) => [uniqueIndex('trip_flights_leg_unique').on(t.tripId, t.leg), check('trip_flights_leg_check', sql`${t.leg} in (1, 2)`)],
)

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  image: jsonb('image').$type<StoredImage>().notNull(),
  link: text('link'),
  startsAt: timestamp('starts_at', { withTimezone: true, mode: 'string' }),
  endsAt: timestamp('ends_at', { withTimezone: true, mode: 'string' }),
  position: smallint('position').notNull().default(0),
})

export const tips = pgTable('tips', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  text: text('text').notNull(),
  image: jsonb('image').$type<StoredImage>(),
  active: boolean('active').notNull().default(true),
  position: smallint('position').notNull().default(0),
})

export const travelInformation = pgTable('travel_information', {
  id: serial('id').primaryKey(),
  type: text('type').notNull(),
  text: text('text').notNull(),
  position: smallint('position').notNull().default(0),
})

export const products = pgTable('products', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  photo: jsonb('photo').$type<StoredImage>().notNull(),
  pdfKey: text('pdf_key').notNull(),
  priceCents: integer('price_cents'),
  active: boolean('active').notNull().default(true),
})

/** Key/value settings an admin changes, e.g. how many banners the home page shows. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
})

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull().default(''),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  locale: text('locale').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

// ── Accounts and sessions (docs/AUTH.md) ───────────────────────────────────────────────────

/**
 * Customers (type 0), admins (1) and agencies (2). Emails are stored lower case. A row exists
 * only for a verified mailbox: sign-ups wait in `auth_challenges` until their code is checked.
 * An account made by Google sign-in has no password, CPF, phone or birth date until the user
 * gives them. An agency's name is its first name.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    type: smallint('type').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull().default(''),
    cpf: text('cpf'),
    phone: text('phone'),
    birthDate: date('birth_date', { mode: 'string' }),
    zipCode: text('zip_code'),
    street: text('street'),
    addressNumber: text('address_number'),
    complement: text('complement'),
    neighborhood: text('neighborhood'),
    city: text('city'),
    state: text('state'),
    googleSub: text('google_sub'),
    /** Agencies: set by an admin; 1050 is 10.5 %. */
    commissionBasisPoints: integer('commission_basis_points'),
    sellerCode: text('seller_code'),
    /** Agencies: when an admin approved the agency (null: waiting for approval). */
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_google_sub_unique').on(t.googleSub),
    uniqueIndex('users_seller_code_unique').on(t.sellerCode),
    check('users_type_check', sql`${t.type} in (0, 1, 2)`),
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
    check('users_commission_check', sql`${t.commissionBasisPoints} between 0 and 10000`),
  ],
)

/** Bearer tokens: only their SHA-256 is kept. Revoked rows stay until they expire (see purgeExpiredAuthRows). */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_hash_unique').on(t.tokenHash), index('sessions_user_idx').on(t.userId)],
)

/** What a sign-up keeps until its code is verified; the user row is made from it then. */
export type PendingSignUp = {
  type: 0 | 1 | 2
  firstName: string
  lastName: string
  passwordHash: string
  cpf: string | null
  phone: string | null
  birthDate: string | null
  invitationId: number | null
}

/**
 * A 6-digit code mailed after a sign-up or a sign-in; the session is made only when it is
 * verified. `id` is random (it travels to the browser); the code is kept as a hash.
 */
export const authChallenges = pgTable(
  'auth_challenges',
  {
    id: text('id').primaryKey(),
    purpose: text('purpose', { enum: ['signup', 'signin'] }).notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    pendingSignUp: jsonb('pending_sign_up').$type<PendingSignUp>(),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('auth_challenges_expires_idx').on(t.expiresAt)],
)

/** Single-use links mailed by /api/auth/password-reset, valid 1 hour. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('password_resets_token_hash_unique').on(t.tokenHash), index('password_resets_user_idx').on(t.userId)],
)

/** Single-use links an admin mails to make another admin, valid 7 days. */
export const adminInvitations = pgTable(
  'admin_invitations',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    usedBy: integer('used_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [uniqueIndex('admin_invitations_token_hash_unique').on(t.tokenHash)],
)

/** An OpenID Connect sign-in in flight: the state (hashed) with its PKCE verifier and nonce, for 10 minutes. */
export const oidcStates = pgTable('oidc_states', {
  stateHash: text('state_hash').primaryKey(),
  codeVerifier: text('code_verifier').notNull(),
  nonce: text('nonce').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
})

/** The one-time code the Google callback hands to the browser, exchanged for a session within 2 minutes. */
export const loginHandoffs = pgTable('login_handoffs', {
  tokenHash: text('token_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
})

/** Fixed-window counters shared by every server process (src/server/rate-limit). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
})

// ── Orders and payments (docs/PAYMENTS.md) ─────────────────────────────────────────────────

/** What the payer typed at checkout, kept with the order (the account's profile may change later). */
export type OrderPayer = Payer

export type OrderBoletoSlip = { number: number; amountCents: number; dueDate: string; barcode: string; digitableLine: string }

/**
 * The item an order sells and a payment link offers, frozen at its price: a trip's option for
 * `people`, or a product. A function, so that each table gets column builders of its own.
 */
const soldItemColumns = () => ({
  tripId: integer('trip_id').references(() => trips.id),
  optionId: integer('option_id').references(() => tripOptions.id),
  productId: integer('product_id').references(() => products.id),
  itemName: text('item_name').notNull(),
  optionName: text('option_name'),
  people: smallint('people').notNull(),
  unitPriceCents: integer('unit_price_cents').notNull(),
  amountCents: integer('amount_cents').notNull(),
})

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
    check('orders_buyer_check', sql`${t.userId} is not null or ${t.paymentLinkId} is not null`),
    check('orders_agency_check', sql`(${t.agencyId} is null) = (${t.commissionBasisPoints} is null) and (${t.agencyId} is null) = (${t.sellerCode} is null)`),
    index('orders_agency_idx')
      .on(t.agencyId, t.createdAt)
      .where(sql`${t.agencyId} is not null`),
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
  (t) => [index('order_status_history_order_idx').on(t.orderId)],
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
    result: jsonb('result').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('sandbox_charges_reference_unique').on(t.reference)],
)

/** Random secrets every server process shares (webhook signing in the sandbox, event tickets) unless set in the environment. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
})

// ── Administration ──────────────────────────────────────────────────────────────────────────

/**
 * Every admin write: who (kept by name and email too, so the line outlives the account), what
 * (`entity` and its id as text), the action and, for updates, each changed field as [before, after].
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    actorEmail: text('actor_email').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    changes: jsonb('changes').$type<Record<string, [unknown, unknown]>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId, t.at)],
)

/**
 * A custom trip (forfait) a signed-in traveller asks the agency to put together (/user/tripForfait);
 * the agency answers with a note and a status (/admin/tripForfait). `locale` is the language the
 * traveller wrote in, for the mail that carries the answer.
 */
export const forfaitRequests = pgTable(
  'forfait_requests',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    destination: text('destination').notNull(),
    departureDate: date('departure_date', { mode: 'string' }),
    returnDate: date('return_date', { mode: 'string' }),
    adults: smallint('adults').notNull(),
    children: smallint('children').notNull().default(0),
    budgetPerPersonCents: integer('budget_per_person_cents'),
    interests: text('interests').notNull().default(''),
    phone: text('phone').notNull(),
    locale: text('locale').notNull(),
    status: text('status', { enum: ['new', 'quoted', 'closed'] })
      .notNull()
      .default('new'),
    answer: text('answer').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('forfait_requests_user_idx').on(t.userId, t.createdAt), index('forfait_requests_status_idx').on(t.status, t.createdAt)],
)

// ── Agency channel (docs/AGENCIES.md) ──────────────────────────────────────────────────────

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
  },
  (t) => [index('commission_payouts_month_idx').on(t.month, t.agencyId), check('commission_payouts_amount_check', sql`${t.amountCents} > 0`)],
)
