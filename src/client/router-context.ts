import type { QueryClient } from '@tanstack/react-query'
import type { Session } from '../domain/session.ts'

export interface RouterContext {
  queryClient: QueryClient
  getSession: () => Session
  /** The path shown before this navigation, for the guard's admin rule. */
  previousPath: () => string | undefined
}
