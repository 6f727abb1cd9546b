import * as v from 'valibot'
import { freeText, isPersonName, personNameMessage } from './text.ts'
import { cpfDigits, isValidCpf } from './cpf.ts'
import { newPasswordSchema, typedPasswordSchema } from './password-rules.ts'
import { maxReturnPathLength } from './return-path.ts'
import type { SessionUser, UserType } from './session.ts'
import { fieldMessages as m } from './user-messages.ts'

/**
 * The account schemas: each request body of the auth and profile API, and the forms that send
 * it, parse with the same schema here. Outputs are normalized (email lower case, CPF, phone and
 * zip code as digits, state upper case), so a form may keep the masked text the user typed.
 * See docs/AUTH.md for the endpoints.
 */

const text = (min: number, max: number) => v.pipe(freeText(m.required), v.trim(), v.nonEmpty(m.required), v.minLength(min, m.minLength(min)), v.maxLength(max, m.maxLength(max)))

/** A person's first or last name: one line, no web address (isPersonName). */
const personName = (min: number, max: number) => v.pipe(text(min, max), v.check(isPersonName, personNameMessage))

const digitsOf = (value: string) => value.replace(/\D/g, '')

export const emailSchema = v.pipe(v.string(m.required), v.trim(), v.toLowerCase(), v.nonEmpty(m.required), v.maxLength(254, m.maxLength(254)), v.email(m.email))

/** Masked (000.000.000-00) or bare; the output is the 11 digits. */
export const cpfSchema = v.pipe(v.string(m.required), v.trim(), v.nonEmpty(m.required), v.check(isValidCpf, m.cpf), v.transform(cpfDigits))

/** A Brazilian phone with its area code, masked or not ("(11) 98765-4321"); the output is 10 or 11 digits. */
export const phoneSchema = v.pipe(
  v.string(m.required),
  v.trim(),
  v.nonEmpty(m.required),
  v.regex(/^[\d\s().+-]+$/, m.phone),
  v.transform((value) => digitsOf(value).replace(/^55(?=\d{10,11}$)/, '')),
  v.regex(/^[1-9]{2}(?:9\d{8}|[2-8]\d{7})$/, m.phone),
)

/** A real calendar day between 1900 and today. */
export const isRealBirthDate = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) && value >= '1900-01-01' && date.getTime() <= Date.now()
}

/** ISO 8601 on the wire (`1990-05-31`); the form shows the locale's format (mm/dd/yyyy placeholder). */
export const birthDateSchema = v.pipe(v.string(m.required), v.trim(), v.nonEmpty(m.required), v.isoDate(m.date), v.check(isRealBirthDate, m.date))

/** The 27 federative units. */
export const brazilianStates = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const
export type BrazilianState = (typeof brazilianStates)[number]

export const addressSchema = v.object({
  /** CEP, masked (01310-100) or not; the output is its 8 digits. */
  zipCode: v.pipe(v.string(m.required), v.trim(), v.nonEmpty(m.required), v.regex(/^\d{5}-?\d{3}$/, m.zipCode), v.transform(digitsOf)),
  street: text(2, 200),
  number: text(1, 20),
  complement: v.optional(v.pipe(freeText(), v.trim(), v.maxLength(100, m.maxLength(100))), ''),
  neighborhood: text(2, 100),
  city: text(2, 100),
  state: v.pipe(v.string(m.required), v.trim(), v.toUpperCase(), v.nonEmpty(m.required), v.picklist(brazilianStates, m.state)),
})
export type Address = v.InferOutput<typeof addressSchema>

const passwordConfirmation = v.pipe(v.string(m.required), v.nonEmpty(m.required))

// Each schema with a new password ends with a check that reports a mismatch on the confirmation
// field, once both passwords are otherwise valid (valibot's partialCheck needs the concrete object).

/** Customer sign-up at /signup: POST /api/auth/signup. */
export const signUpSchema = v.pipe(
  v.object({
    firstName: personName(2, 60),
    lastName: personName(2, 80),
    email: emailSchema,
    password: newPasswordSchema,
    passwordConfirmation,
    cpf: cpfSchema,
    phone: phoneSchema,
    birthDate: birthDateSchema,
  }),
  v.forward(
    v.partialCheck([['password'], ['passwordConfirmation']], (input) => input.password === input.passwordConfirmation, m.passwordsDiffer),
    ['passwordConfirmation'],
  ),
)
export type SignUp = v.InferOutput<typeof signUpSchema>

/** Agency sign-up at /signupAgency: POST /api/auth/signup-agency. */
export const agencySignUpSchema = v.pipe(
  v.object({ name: text(2, 120), cpf: cpfSchema, email: emailSchema, password: newPasswordSchema, passwordConfirmation }),
  v.forward(
    v.partialCheck([['password'], ['passwordConfirmation']], (input) => input.password === input.passwordConfirmation, m.passwordsDiffer),
    ['passwordConfirmation'],
  ),
)
export type AgencySignUp = v.InferOutput<typeof agencySignUpSchema>

/** The token of an emailed link (invitation, password reset). */
const linkTokenSchema = v.pipe(v.string(m.required), v.trim(), v.nonEmpty(m.required), v.maxLength(200, m.maxLength(200)))

/** Admin sign-up at /admin/signup?invitation=...: POST /api/auth/signup-admin. The email is the invitation's. */
export const adminSignUpSchema = v.pipe(
  v.object({ invitation: linkTokenSchema, firstName: personName(2, 60), lastName: personName(2, 80), password: newPasswordSchema, passwordConfirmation }),
  v.forward(
    v.partialCheck([['password'], ['passwordConfirmation']], (input) => input.password === input.passwordConfirmation, m.passwordsDiffer),
    ['passwordConfirmation'],
  ),
)
export type AdminSignUp = v.InferOutput<typeof adminSignUpSchema>

/** POST /api/auth/signin (customers, agencies and admins alike). */
export const signInSchema = v.object({ email: emailSchema, password: typedPasswordSchema })
export type SignIn = v.InferOutput<typeof signInSchema>

/** An emailed sign-in or sign-up code: how long it works and how many tries it accepts (docs/AUTH.md). */
export const signInCodeRules = { ttlMinutes: 10, maxTries: 5 } as const

/** POST /api/auth/verify: the challenge from sign-up or sign-in and the 6-digit code mailed for it. */
export const verifyCodeSchema = v.object({
  challengeId: v.pipe(v.string(m.required), v.nonEmpty(m.required), v.maxLength(100, m.maxLength(100))),
  code: v.pipe(v.string(m.required), v.trim(), v.nonEmpty(m.required), v.regex(/^\d{6}$/, m.code)),
})
export type VerifyCode = v.InferOutput<typeof verifyCodeSchema>

/** POST /api/auth/google/session: the one-time code the Google callback put in the /signin URL. */
export const googleSessionSchema = v.object({ code: linkTokenSchema })

/** PATCH /api/me: any subset of the profile; `address` is given whole (complement optional) or null to remove it. */
export const profileUpdateSchema = v.partial(
  v.object({
    firstName: personName(2, 60),
    lastName: personName(2, 80),
    cpf: cpfSchema,
    phone: phoneSchema,
    birthDate: birthDateSchema,
    address: v.nullable(addressSchema),
  }),
)
export type ProfileUpdate = v.InferOutput<typeof profileUpdateSchema>

/** POST /api/me/password. `currentPassword` may be left out only by an account that has none yet (Google sign-up). */
export const passwordChangeSchema = v.pipe(
  v.object({ currentPassword: v.optional(typedPasswordSchema), password: newPasswordSchema, passwordConfirmation }),
  v.forward(
    v.partialCheck([['password'], ['passwordConfirmation']], (input) => input.password === input.passwordConfirmation, m.passwordsDiffer),
    ['passwordConfirmation'],
  ),
)
export type PasswordChange = v.InferOutput<typeof passwordChangeSchema>

/** `redirect` as a request carries it (the page to go on to once signed in); the server keeps it only when it is a `returnPath`. */
export const returnPathField = v.optional(v.pipe(v.string(), v.maxLength(maxReturnPathLength, m.maxLength(maxReturnPathLength))))

/** POST /api/auth/password-reset (from /ask-reset-password); the mailed link carries `redirect` on. */
export const passwordResetRequestSchema = v.object({ email: emailSchema, redirect: returnPathField })
export type PasswordResetRequest = v.InferOutput<typeof passwordResetRequestSchema>

/** POST /api/auth/password-reset/confirm (from /ask-reset-password?token=...). */
export const passwordResetConfirmSchema = v.pipe(
  v.object({ token: linkTokenSchema, password: newPasswordSchema, passwordConfirmation }),
  v.forward(
    v.partialCheck([['password'], ['passwordConfirmation']], (input) => input.password === input.passwordConfirmation, m.passwordsDiffer),
    ['passwordConfirmation'],
  ),
)
export type PasswordResetConfirm = v.InferOutput<typeof passwordResetConfirmSchema>

/** POST /api/admin/invitations. */
export const invitationSchema = v.object({ email: emailSchema })

// ── Answers ──────────────────────────────────────────────────────────────────────────────

/** Sign-up and sign-in answer this: a code was mailed; send it with the id to /api/auth/verify. */
export interface ChallengeResponse {
  challengeId: string
  /** ISO 8601; 10 minutes after the code was sent. */
  expiresAt: string
}

/** A new session: exactly what the client keeps in localStorage['main']. */
export interface SessionResponse {
  user: SessionUser
  token: string
}

/** GET /api/me and PATCH /api/me. */
export interface Profile {
  id: number
  type: UserType
  email: string
  /** An agency's name is its firstName; its lastName is empty. */
  firstName: string
  lastName: string
  /** 11 digits; null for an account made by Google sign-in until the user fills it. */
  cpf: string | null
  /** 10 or 11 digits with the area code. */
  phone: string | null
  /** ISO date (yyyy-mm-dd). */
  birthDate: string | null
  address: Address | null
  /** False for an account made by Google sign-in that never chose a password. */
  hasPassword: boolean
  googleLinked: boolean
  /** Agencies only (type 2): terms null until an admin sets them; `approved` false while the agency waits for approval. */
  agency: { commissionBasisPoints: number | null; sellerCode: string | null; approved: boolean } | null
}

/** GET /api/auth/providers: which sign-in buttons to show. */
export interface AuthProviders {
  google: boolean
}

/** GET /api/auth/invitations/:token: what /admin/signup shows before the form is sent. */
export interface InvitationInfo {
  email: string
  expiresAt: string
}

/** POST /api/admin/invitations. */
export interface InvitationCreated {
  id: number
  email: string
  expiresAt: string
}

/** POST /api/auth/password-reset: the same answer whether or not the email has an account. */
export interface PasswordResetRequested {
  message: string
}
