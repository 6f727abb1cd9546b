import { createMiddleware } from 'hono/factory'

/** Answers that are one user's, or stale a moment later (an order, a place in line): no cache, the browser's or a shared one, keeps them. */
export const noStore = createMiddleware(async (c, next) => {
  await next()
  c.header('Cache-Control', 'no-store')
})
