import { and, eq } from 'drizzle-orm'
import pLimit from 'p-limit'
import { remindersSent } from '../db/schema/index.ts'
import { withJobLock } from '../jobs/job-lock.ts'
import { repeatEvery } from '../jobs/repeat.ts'
import { logger } from '../observability/logger.ts'
import { deliverReminder, type ReminderDeps } from './deliver.ts'
import { dueReminders, type DueReminder } from './due-reminders.ts'

/** Reminders sent at once: one whose mail server or push service is slow does not hold the others back (issue 25, finding 2). */
const REMINDERS_AT_ONCE = 8

const keyOf = (orderId: number, kind: string) => `${orderId}:${kind}`

/**
 * Sends the reminders due at `now` (docs/NOTIFICATIONS.md, "Reminders"): the number sent, or null
 * when another server process holds the job's lock (it sweeps this tick). The decision and the
 * `reminders_sent` rows are one transaction under the lock, the row's primary key keeping each
 * order to one reminder of a kind even past the lock; the sending comes after the commit (on
 * PGlite the notifier's queries could not run beside the open transaction). So a process that
 * dies in between loses those reminders rather than sending any twice; a reminder whose sending
 * fails gives its row back, and the next sweep tries again while its window is open.
 */
export async function sweepReminders(deps: ReminderDeps, now: Date): Promise<number | null> {
  const claimed = await withJobLock(deps.db, 'reminders', async (tx) => {
    const due = await dueReminders(tx, now)
    if (due.length === 0) return []
    const rows = await tx
      .insert(remindersSent)
      .values(due.map(({ order, kind }) => ({ orderId: order.id, kind, sentAt: now })))
      .onConflictDoNothing()
      .returning({ orderId: remindersSent.orderId, kind: remindersSent.kind })
    const won = new Set(rows.map((row) => keyOf(row.orderId, row.kind)))
    return due.filter((reminder) => won.has(keyOf(reminder.order.id, reminder.kind)))
  })
  if (!claimed) return null
  const slot = pLimit(REMINDERS_AT_ONCE)
  const delivered = await Promise.all(
    claimed.map((reminder) =>
      slot(async () => {
        try {
          await deliverReminder(deps, reminder, now)
          return true
        } catch (error) {
          logger().error({ err: error, order: reminder.order.code, kind: reminder.kind }, 'A reminder could not be sent; the next sweep tries again')
          await giveBack(deps, reminder)
          return false
        }
      }),
    ),
  )
  const sent = delivered.filter(Boolean).length
  if (sent > 0) logger().info({ sent }, 'Reminders sent')
  return sent
}

async function giveBack(deps: ReminderDeps, { order, kind }: DueReminder) {
  await deps.db
    .delete(remindersSent)
    .where(and(eq(remindersSent.orderId, order.id), eq(remindersSent.kind, kind)))
    .catch((error: unknown) => logger().error({ err: error, order: order.code, kind }, 'A failed reminder stays marked as sent'))
}

/** Sweeps now and every `everyMs` at `now()`; the stop waits for a sweep under way. */
export const startReminderSweeper = (deps: ReminderDeps & { now: () => Date }, everyMs: number) =>
  repeatEvery(everyMs, 'Sweeping reminders failed', () => sweepReminders(deps, deps.now()))
