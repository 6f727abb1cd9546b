import { date, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'

/* Administration: the audit log and custom trip (forfait) requests. */

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
    /** The submission's Idempotency-Key and body hash: a replay of the offline form answers this row (docs/OFFLINE.md). */
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash'),
  },
  (t) => [
    index('forfait_requests_user_idx').on(t.userId, t.createdAt),
    index('forfait_requests_status_idx').on(t.status, t.createdAt),
    uniqueIndex('forfait_requests_idempotency_key_idx').on(t.userId, t.idempotencyKey),
  ],
)
