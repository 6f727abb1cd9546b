import { sql } from 'drizzle-orm'
import { check, date, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

/* Accounts and sessions (docs/AUTH.md). */

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
 * verified. `id` is random (it travels to the browser); the code is kept as a hash. A
 * `deletion` code confirms that a signed-in user deletes their account (its id stays on the server).
 */
export const authChallenges = pgTable(
  'auth_challenges',
  {
    id: text('id').primaryKey(),
    purpose: text('purpose', { enum: ['signup', 'signin', 'deletion'] }).notNull(),
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

/**
 * An account's private calendar feed (docs/CALENDAR.md). The feed's URL is the
 * nonce and an HMAC of it with the account's id under a server secret: the table alone opens no
 * feed. Resetting the feed draws a new nonce, so the old URL stops answering.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  nonce: text('nonce').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
})
