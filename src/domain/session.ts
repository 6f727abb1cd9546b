/** The spec's user types; agencies are ours (type 2). */
export const UserType = { customer: 0, admin: 1, agency: 2 } as const
export type UserType = (typeof UserType)[keyof typeof UserType]

export interface SessionUser {
  id: number
  type: UserType
}

/** What the browser keeps under localStorage['main']. Signed out: no user and an empty token. */
export interface Session {
  user: SessionUser | null
  token: string
}

export const signedOut: Session = { user: null, token: '' }

export const isSignedIn = (session: Session): session is Session & { user: SessionUser } => session.user !== null && Number.isInteger(session.user.id) && session.token !== ''
