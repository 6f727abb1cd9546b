import { useSyncExternalStore } from 'react'
import { signedOut, type Session } from '../domain/session.ts'

/** The spec's storage key for the session. */
const STORAGE_KEY = 'main'
const listeners = new Set<() => void>()

function parse(text: string | null): Session {
  if (!text) return signedOut
  try {
    const value = JSON.parse(text) as Partial<Session>
    const user = value.user && typeof value.user.id === 'number' && typeof value.user.type === 'number' ? value.user : null
    return { user, token: typeof value.token === 'string' ? value.token : '' }
  } catch {
    return signedOut
  }
}

let current: Session = parse(typeof localStorage === 'undefined' ? null : localStorage.getItem(STORAGE_KEY))

export const getSession = (): Session => current

export function setSession(session: Session) {
  current = session
  localStorage.setItem(STORAGE_KEY, JSON.stringify(session))
  for (const listener of listeners) listener()
}

/** Signed out is an empty user and an empty token (spec section 4). */
export const clearSession = () => setSession(signedOut)

function subscribe(listener: () => void) {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY) return
    current = parse(event.newValue)
    listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

export const useSession = () => useSyncExternalStore(subscribe, getSession, () => signedOut)
