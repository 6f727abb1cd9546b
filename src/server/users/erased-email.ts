import { randomBytes } from 'node:crypto'

export const erasedDomain = '@erased.invalid'

/** The email an erased account's shell keeps: unique (the column is), and nobody's (RFC 2606's `.invalid`). */
export const erasedEmail = () => `erased-${randomBytes(16).toString('hex')}${erasedDomain}`

/** An erased account: nobody to write to. */
export const isErasedEmail = (email: string) => email.endsWith(erasedDomain)
