import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

/** 256 random bits, URL-safe: session tokens, link tokens, challenge ids. */
export const randomToken = () => randomBytes(32).toString('base64url')

/** What the database keeps of a token: its SHA-256, so a leaked table opens nothing. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** A 6-digit code, uniformly drawn, leading zeros kept. */
export const sixDigitCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0')

/** A code's hash is salted with its challenge id, so equal codes of two challenges never look alike. */
export const hashCode = (challengeId: string, code: string) => hashToken(`${challengeId}:${code}`)

export const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))
