import * as v from 'valibot'
import { fieldMessages as m } from './user-messages.ts'

/**
 * The spec asks for a minimum length, a maximum length, a minimum of uppercase letters and of
 * special characters. 128 is well past the 64 characters NIST asks us to accept, and keeps
 * hashing cheap. The server also refuses the 1,000 most common passwords (that list is not
 * shipped to the browser).
 */
export const passwordRules = { minLength: 8, maxLength: 128, minUppercase: 1, minSpecial: 1 } as const

export const countUppercase = (text: string) => text.match(/\p{Lu}/gu)?.length ?? 0

/** Anything that is neither a letter nor a digit counts as special, a space included (passphrases). */
export const countSpecial = (text: string) => text.match(/[^\p{L}\p{N}]/gu)?.length ?? 0

/** A new password (sign-up, change, reset). Never trimmed: every character is the user's. */
export const newPasswordSchema = v.pipe(
  v.string(m.required),
  v.nonEmpty(m.required),
  v.minLength(passwordRules.minLength, m.minLength(passwordRules.minLength)),
  v.maxLength(passwordRules.maxLength, m.maxLength(passwordRules.maxLength)),
  v.check((text) => countUppercase(text) >= passwordRules.minUppercase, m.minUppercase(passwordRules.minUppercase)),
  v.check((text) => countSpecial(text) >= passwordRules.minSpecial, m.minSpecial(passwordRules.minSpecial)),
)

/** A password typed to prove who one is (sign-in, current password): only present and bounded. */
export const typedPasswordSchema = v.pipe(v.string(m.required), v.nonEmpty(m.required), v.maxLength(passwordRules.maxLength, m.maxLength(passwordRules.maxLength)))
