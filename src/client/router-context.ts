import type { QueryClient } from '@tanstack/react-query'
import type { ParsedLocation } from '@tanstack/react-router'
import type { Session } from '../domain/session.ts'

export interface RouterContext {
  queryClient: QueryClient
  getSession: () => Session
  /** The path shown before this navigation, for the guard's admin rule. */
  previousPath: () => string | undefined
  /** Resolves once what the screen at `location` draws with is loaded (Chakra, unless the route says `chakra: false`). */
  uiReady: (location: ParsedLocation) => Promise<void>
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /**
     * `false`: the screen draws with plain CSS, without Chakra (public first loads: home, trip
     * lists, a trip). Every other screen gets Chakra's provider from its layout.
     */
    chakra?: false
  }
}
