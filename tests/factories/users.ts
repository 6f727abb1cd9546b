import { randomInt } from 'node:crypto'
import { completeCpf, formatCpf } from '../../src/domain/cpf.ts'
import type { UserType } from '../../src/domain/session.ts'
import { hashPassword } from '../../src/server/auth/passwords.ts'
import { createSession } from '../../src/server/auth/sessions.ts'
import type { Db } from '../../src/server/db/client.ts'
import { users } from '../../src/server/db/schema/index.ts'
import { uniqueSuffix } from './images.ts'

/** Passes every rule (8+ characters, an uppercase letter, a special character) and is not a common password. */
export const TEST_PASSWORD = 'Viagem#Segura42'

/** A valid CPF with random digits, masked (000.000.000-00) like a form sends it. */
export function buildCpf(): string {
  const digits = Array.from({ length: 9 }, () => randomInt(0, 10))
  if (digits.every((digit) => digit === digits[0])) digits[0] = (digits[0]! + 1) % 10
  return formatCpf(completeCpf(digits.join('')))
}

export const uniqueEmail = (prefix = 'cliente') => `${prefix}-${uniqueSuffix()}@example.com`

/** A customer sign-up body (POST /api/auth/signup) that passes every rule. */
export function buildSignUp(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Maria',
    lastName: 'da Silva',
    email: uniqueEmail(),
    password: TEST_PASSWORD,
    passwordConfirmation: TEST_PASSWORD,
    cpf: buildCpf(),
    phone: '(11) 98765-4321',
    birthDate: '1990-05-31',
    ...overrides,
  }
}

let testPasswordHash: Promise<string> | undefined

type NewUser = typeof users.$inferInsert

/** A user row straight in the database (no sign-up flow), with TEST_PASSWORD unless `password` is given (null: none). */
export async function insertUser(db: Db, overrides: Partial<NewUser> & { password?: string | null } = {}) {
  const { password, ...fields } = overrides
  const passwordHash = password === undefined ? await (testPasswordHash ??= hashPassword(TEST_PASSWORD)) : password === null ? null : await hashPassword(password)
  const [row] = await db
    .insert(users)
    .values({ type: 0, email: uniqueEmail(), firstName: 'Maria', lastName: 'da Silva', cpf: '52998224725', phone: '11987654321', birthDate: '1990-05-31', passwordHash, ...fields })
    .returning()
  return row!
}

/** A user of the given type with a live session: what a signed-in client holds. */
export async function insertSignedInUser(db: Db, type: UserType, overrides: Partial<NewUser> = {}, now = new Date()) {
  const user = await insertUser(db, { type, email: uniqueEmail(['cliente', 'admin', 'agencia'][type]), ...overrides })
  const token = await createSession(db, user.id, now, 30)
  return { user, token, headers: { Authorization: `Bearer ${token}` } }
}
