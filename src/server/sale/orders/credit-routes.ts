import { Hono } from 'hono'
import { travelCreditsSchema } from '../../../domain/answers/orders.ts'
import { requireUser, type AuthEnv } from '../../http/auth-middleware.ts'
import { noStore } from '../../http/no-store.ts'
import { endpoint } from '../../openapi/endpoint.ts'
import { json } from '../../openapi/operation.ts'
import type { OrdersContext } from './context.ts'
import { listTravelCredits } from './travel-credits.ts'

/** /api/me/credits: the caller's credits (cartas de crédito) from canceled orders, to spend at checkout. */
export const myCreditRoutes = (ctx: OrdersContext) =>
  new Hono<AuthEnv>().get(
    '/',
    noStore,
    requireUser,
    endpoint({
      tag: 'Orders',
      summary: "The caller's credits from canceled orders, to spend at checkout (`payment.creditCode`)",
      answers: { 200: json('Newest first', travelCreditsSchema) },
    }),
    async (c) => c.json({ items: await listTravelCredits(ctx.db, c.get('user').id) }),
  )
