import type { UserType } from '../../domain/session.ts'
import { routeAccessOf, type RouteAccess } from '../http/auth-middleware.ts'

/** One row of Hono's `app.routes`: a route has one row per handler and middleware in its definition. */
export interface RouteRow {
  method: string
  path: string
  handler: unknown
}

export interface MountedEndpoint {
  method: string
  path: string
  /** Null when nothing on the route declares it: tests/api/route-matrix.test.ts fails for such a route. */
  access: RouteAccess | null
}

/** The path with a sample value in each parameter and wildcard. */
export const sampleOf = (path: string) => path.replace(/:[^/{]+(\{[^}]*\})?\??/g, 'x').replace(/\*/g, 'x')

const patternMatches = (pattern: string, path: string) => {
  const body = pattern
    .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\/\*$/, '(?:/.*)?')
    .replace(/\*/g, '.*')
    .replace(/:[^/]+/g, '[^/]+')
  return new RegExp(`^${body}$`).test(path)
}

/** The strictest access among those declared on the route and on the middleware (use) in front of it. */
function strictest(declared: RouteAccess[]): RouteAccess | null {
  const signedIn = declared.filter((access) => access.kind === 'signed-in')
  if (signedIn.length === 0) return declared.length > 0 ? { kind: 'public' } : null
  const typeLists = signedIn.map((access) => access.types).filter((types): types is readonly UserType[] => types !== null)
  const types = typeLists.length === 0 ? null : typeLists.reduce((kept, types) => kept.filter((type) => types.includes(type)))
  return { kind: 'signed-in', types }
}

/**
 * The endpoints an app mounts, each with who may call it as its own middleware declares it
 * (http/auth-middleware.ts), read the way the route matrix reads them: the contract's access
 * cannot drift from the code's.
 */
export function mountedEndpoints(routes: readonly RouteRow[]): MountedEndpoint[] {
  const endpoints = new Map<string, { method: string; path: string; declared: RouteAccess[] }>()
  for (const route of routes) {
    if (route.method === 'ALL') continue
    const key = `${route.method} ${route.path}`
    const endpoint = endpoints.get(key) ?? { method: route.method, path: route.path, declared: [] }
    const access = routeAccessOf(route.handler)
    if (access) endpoint.declared.push(access)
    endpoints.set(key, endpoint)
  }
  for (const endpoint of endpoints.values()) {
    for (const route of routes) {
      if (route.method !== 'ALL' || !patternMatches(route.path, sampleOf(endpoint.path))) continue
      const access = routeAccessOf(route.handler)
      if (access) endpoint.declared.push(access)
    }
  }
  return [...endpoints.values()].map(({ declared, ...endpoint }) => ({ ...endpoint, access: strictest(declared) }))
}
