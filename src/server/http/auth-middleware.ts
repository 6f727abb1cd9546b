import type { Context, MiddlewareHandler } from 'hono'
import { createMiddleware } from 'hono/factory'
import type { SessionUser, UserType } from '../../domain/session.ts'
import { apiError } from './errors.ts'

/** The signed-in user of a request, with the session its token opened. */
export interface AuthenticatedUser extends SessionUser {
  sessionId: number
}

/** Finds the live session of a bearer token; installed once for the whole API by `sessionLookup`. */
export type SessionLookup = (token: string) => Promise<AuthenticatedUser | null>

export type AuthEnv = { Variables: { user: AuthenticatedUser; sessionLookup: SessionLookup } }

/**
 * Who may call a route, declared by the middleware in its definition so the route matrix test
 * (tests/api/route-matrix.test.ts) can read it from `app.routes`: `publicRoute`, `requireUser`
 * (any signed-in user) or `requireRole(...types)`. A route with none of them fails that test.
 */
export type RouteAccess = { kind: 'public' } | { kind: 'signed-in'; types: readonly UserType[] | null }

const declaredAccess = new WeakMap<object, RouteAccess>()

const declare = <H extends MiddlewareHandler>(access: RouteAccess, handler: H): H => {
  declaredAccess.set(handler, access)
  return handler
}

/** The access declared by a handler of `app.routes` (looking through Hono's error-handler wrapper). */
export function routeAccessOf(handler: unknown): RouteAccess | undefined {
  let current = handler
  while (typeof current === 'function') {
    const access = declaredAccess.get(current)
    if (access) return access
    current = (current as { __COMPOSED_HANDLER?: unknown }).__COMPOSED_HANDLER
  }
  return undefined
}

/** Installed by createApi in front of every route, so the guards below need no dependencies of their own. */
export const sessionLookup = (lookup: SessionLookup) =>
  createMiddleware<AuthEnv>(async (c, next) => {
    c.set('sessionLookup', lookup)
    await next()
  })

async function authenticate(c: Context<AuthEnv>): Promise<AuthenticatedUser> {
  const header = c.req.header('Authorization') ?? ''
  const token = /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1]
  if (!token) throw apiError('auth.sign_in_required')
  const lookup = c.get('sessionLookup')
  if (!lookup) throw new Error('sessionLookup middleware is not installed in front of a guarded route')
  const user = await lookup(token)
  if (!user) throw apiError('auth.session_expired')
  c.set('user', user)
  return user
}

/** Anyone may call the route. A marker only: it does nothing at run time. */
export const publicRoute = declare(
  { kind: 'public' },
  createMiddleware(async (_c, next) => {
    await next()
  }),
)

/** 401 without a live session (no token, unknown, expired or revoked); then `c.get('user')` is the user. */
export const requireUser = declare(
  { kind: 'signed-in', types: null },
  createMiddleware<AuthEnv>(async (c, next) => {
    await authenticate(c)
    await next()
  }),
)

/** 401 without a live session, 403 when the user's type is not one of `types`. */
export const requireRole = (...types: UserType[]) =>
  declare(
    { kind: 'signed-in', types },
    createMiddleware<AuthEnv>(async (c, next) => {
      const user = await authenticate(c)
      if (!types.includes(user.type)) throw apiError('auth.forbidden')
      await next()
    }),
  )

/**
 * Marks every endpoint of a wholly public sub-app (the catalogue, stored files) where it is
 * mounted. Its `use` middleware (method ALL) is not marked: that would make every path it
 * matches look public.
 */
export function markPublic<T extends { routes: { method: string; handler: unknown }[] }>(subApp: T): T {
  for (const route of subApp.routes) {
    if (route.method !== 'ALL' && typeof route.handler === 'function' && !declaredAccess.has(route.handler)) declaredAccess.set(route.handler, { kind: 'public' })
  }
  return subApp
}
