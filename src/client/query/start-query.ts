import type { QueryClient } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import type { QueryPersistence } from '../pwa/query-persistence.ts'

export interface StartedQuery {
  client: QueryClient
  persistence: QueryPersistence
}

let started: StartedQuery | undefined
let starting: Promise<StartedQuery> | undefined
let resolveStarted: (value: StartedQuery) => void
const listeners = new Set<() => void>()

/** Resolves once Query has started, without starting it (the page's settle starts it at the latest). */
export const queryStarted = new Promise<StartedQuery>((resolve) => (resolveStarted = resolve))

/**
 * TanStack Query: its client with the saved query cache restored, downloaded and started once (a
 * failed download is tried again next time). Not part of the public pages' first paint (issue 30):
 * it starts once the page has settled (app.tsx), or sooner when something needs it (a Chakra
 * screen's layout awaits it, and so do the payment form and sign-out).
 */
export function startQuery(): Promise<QueryClient> {
  starting ??= import('./query-client.ts')
    .then(({ startQueryClient }) => startQueryClient())
    .then(
      (query) => {
        started = query
        resolveStarted(query)
        for (const listener of listeners) listener()
        return query
      },
      (error: unknown) => {
        starting = undefined
        throw error
      },
    )
  return starting.then(({ client }) => client)
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The client once started, for the root's `QueryClientContext`; undefined before, when no screen that reads it is drawn. */
export const useStartedQueryClient = () => useSyncExternalStore(subscribe, () => started?.client)
