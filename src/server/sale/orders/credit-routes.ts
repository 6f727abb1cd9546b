import { Hono } from 'hono'
import { requireUser, type AuthEnv } from '../../http/auth-middleware.ts'
import { noStore } from '../../http/no-store.ts'
import type { OrdersContext } from './context.ts'
import { listTravelCredits } from './travel-credits.ts'

/** /api/me/credits: the caller's credits (cartas de crédito) from canceled orders, to spend at checkout. */
export const myCreditRoutes = (ctx: OrdersContext) =>
  new Hono<AuthEnv>().get('/', noStore, requireUser, async (c) => c.json({ items: await listTravelCredits(ctx.db, c.get('user').id) }))
