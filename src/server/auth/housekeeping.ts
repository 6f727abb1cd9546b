import { lt } from 'drizzle-orm'
import type { Db, DbOrTx } from '../db/client.ts'
import { adminInvitations, authChallenges, loginHandoffs, oidcStates, passwordResets, rateLimits, sessions } from '../db/schema/index.ts'
import { withJobLock } from '../jobs/job-lock.ts'
import { repeatEvery } from '../jobs/repeat.ts'

const day = 86_400_000

/**
 * Deletes what can no longer be used: expired sessions, codes, links, OIDC states and rate-limit
 * windows (invitations a month after they expire, for the admins' record). Safe to run from
 * several processes at once; the timer below runs it under the job's lock, so once per tick.
 */
export async function purgeExpiredAuthRows(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now))
  await db.delete(authChallenges).where(lt(authChallenges.expiresAt, now))
  await db.delete(passwordResets).where(lt(passwordResets.expiresAt, now))
  await db.delete(oidcStates).where(lt(oidcStates.expiresAt, now))
  await db.delete(loginHandoffs).where(lt(loginHandoffs.expiresAt, now))
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, now))
  await db.delete(adminInvitations).where(lt(adminInvitations.expiresAt, new Date(now.getTime() - 30 * day)))
}

/** Runs the purge now and hourly, skipping a tick another process is doing; the timer does not keep the process alive. The stop waits for a purge under way. */
export const startAuthHousekeeping = (db: Db) =>
  repeatEvery(3_600_000, 'Purging expired auth rows failed', () => withJobLock(db, 'auth-housekeeping', (tx) => purgeExpiredAuthRows(tx, new Date())))
