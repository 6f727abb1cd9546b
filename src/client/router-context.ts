import type { QueryClient } from '@tanstack/react-query'
import type { ParsedLocation } from '@tanstack/react-router'
import type { Session } from '../domain/session.ts'

export interface RouterContext {
  /** TanStack Query's client, started (and the saved cache restored) on the first call: public screens do without it. */
  queryClient: () => Promise<QueryClient>
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
