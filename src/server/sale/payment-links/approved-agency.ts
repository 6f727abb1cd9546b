import { eq } from 'drizzle-orm'
import { createMiddleware } from 'hono/factory'
import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema/index.ts'
import type { AuthEnv } from '../../http/auth-middleware.ts'
import { apiError } from '../../http/errors.ts'

/** After requireRole(agency): 403 with the reason while an admin has not approved the agency (or suspended it). */
export const requireApprovedAgency = (db: Db) =>
  createMiddleware<AuthEnv>(async (c, next) => {
    const [agency] = await db
      .select({ approvedAt: users.approvedAt })
      .from(users)
      .where(eq(users.id, c.get('user').id))
    if (!agency?.approvedAt) throw apiError('payment_link.agency_not_approved')
    await next()
  })
