import type { DbOrTx } from '../db/client.ts'
import { and, eq, gt, isNull, ne } from 'drizzle-orm'
import type { UserType } from '../../domain/session.ts'
import type { Db } from '../db/client.ts'
import { sessions, users } from '../db/schema/index.ts'
import type { AuthenticatedUser } from '../http/auth-middleware.ts'
import { later } from './context.ts'
import { hashToken, randomToken } from './tokens.ts'

/** A new session for the user; the token is returned once and only its hash is stored. */
export async function createSession(db: DbOrTx, userId: number, now: Date, ttlDays: number): Promise<string> {
  const token = randomToken()
  await db.insert(sessions).values({ userId, tokenHash: hashToken(token), createdAt: now, expiresAt: later(now, ttlDays * 86_400_000) })
  return token
}

/** The user of a live session (not expired, not revoked), or null. */
export async function findSessionUser(db: Db, token: string, now: Date): Promise<AuthenticatedUser | null> {
  const [row] = await db
    .select({ id: users.id, type: users.type, sessionId: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
  return row ? { id: row.id, type: row.type as UserType, sessionId: row.sessionId } : null
}

/** Whether the session is neither expired nor revoked (a ticket issued in it still works). */
export async function isLiveSession(db: Db, sessionId: number, now: Date): Promise<boolean> {
  return (await db.$count(sessions, and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))) > 0
}

export async function revokeSession(db: DbOrTx, sessionId: number, now: Date) {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
}

/** Revokes every live session of the user, but the one given (the session that changed the password keeps working). */
export async function revokeUserSessions(db: DbOrTx, userId: number, now: Date, keepSessionId?: number) {
  const keep = keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId)
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep))
}
