import { readFileSync } from 'node:fs'
import { hash, verify } from '@node-rs/argon2'

/**
 * OWASP's argon2id settings: 19 MiB, 2 passes, 1 lane (~20 ms a hash on the 2-core machine).
 * `algorithm: 2` is the package's `Algorithm.Argon2id`, a const enum our compiler settings cannot import.
 */
const argon2Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export const hashPassword = (password: string) => hash(password, argon2Options)

/**
 * Checks a password against a stored hash. With no hash (no such account, or one made by
 * Google sign-in) it still spends the time of a real check, so the answer time does not tell
 * whether an email has an account.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    await verify(await decoyHash, password).catch(() => false)
    return false
  }
  return verify(storedHash, password).catch(() => false)
}

const decoyHash = hashPassword('decoy password that matches nothing')

const commonPasswords = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#')),
)

/** One of the 1,000 most common passwords, whatever its case ("Senha@123" is "senha@123"). */
export const isCommonPassword = (password: string) => commonPasswords.has(password.toLowerCase())
