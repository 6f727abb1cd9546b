import { eq } from 'drizzle-orm'
import { createMiddleware } from 'hono/factory'
import { paymentLinkMessages } from '../../domain/payment-link.ts'
import type { Db } from '../db/client.ts'
import { users } from '../db/schema/index.ts'
import type { AuthEnv } from '../http/auth-middleware.ts'
import { ApiError } from '../http/errors.ts'

/** After requireRole(agency): 403 with the reason while an admin has not approved the agency (or suspended it). */
export const requireApprovedAgency = (db: Db) =>
  createMiddleware<AuthEnv>(async (c, next) => {
    const [agency] = await db
      .select({ approvedAt: users.approvedAt })
      .from(users)
      .where(eq(users.id, c.get('user').id))
    if (!agency?.approvedAt) throw new ApiError(403, paymentLinkMessages.notApproved)
    await next()
  })
