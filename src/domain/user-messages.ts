/**
 * Every text the account schemas and the auth API speak, in English: the spec's validation
 * texts where it has one ('This field is required', 'Minimum length {length} characters', ...),
 * ours otherwise. The server sends exactly these in `message` and `fields`; the client turns
 * them into the reader's language (its Lingui catalog has one entry per text).
 */
export const fieldMessages = {
  required: 'This field is required',
  minLength: (length: number) => `Minimum length ${length} characters`,
  maxLength: (length: number) => `Maximum length ${length} characters`,
  email: 'Invalid email format',
  minUppercase: (count: number) => `Minimum ${count} uppercase letters`,
  minSpecial: (count: number) => `Minimum ${count} special characters`,
  passwordsDiffer: 'Passwords are not the same',
  cpf: 'Invalid CPF',
  phone: 'Invalid phone number',
  date: 'Invalid date',
  zipCode: 'Invalid zip code',
  state: 'Invalid state',
  code: 'The code has 6 digits',
  /** Added by the server: the password is one of the 1,000 most common ones. */
  commonPassword: 'This password is too common',
  /** Added by the server on POST /api/me/password. */
  wrongCurrentPassword: 'The current password is wrong',
  /** Added by the server on POST /api/auth/verify. */
  wrongCode: 'Wrong code',
} as const

/** The `message` of the auth API's error answers (besides the field messages above). */
export const authMessages = {
  invalidCredentials: 'Invalid email or password',
  emailTaken: 'An account with this email already exists',
  codeExpired: 'This code has expired or was already used; sign in again to get a new one',
  codeTriesExhausted: 'Too many wrong codes; sign in again to get a new one',
  wrongCode: (triesLeft: number) => `Wrong code: ${triesLeft} ${triesLeft === 1 ? 'try' : 'tries'} left`,
  resetSent: 'If an account exists for this email, we sent it a link to choose a new password',
  resetLinkInvalid: 'This link has expired or was already used; ask for a new one',
  invitationInvalid: 'This invitation has expired or was already used; ask an administrator for a new one',
  signInRequired: 'Sign in to continue',
  sessionExpired: 'Your session has expired; sign in again',
  forbidden: 'You do not have access to this',
  googleDisabled: 'Google sign-in is not configured',
  googleCodeInvalid: 'This Google sign-in has expired; try again',
  /** Past a rate limit (HTTP 429); the client may say how long from the `Retry-After` header. */
  tooManyRequests: (minutes: number) => `Too many attempts; try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`,
} as const
