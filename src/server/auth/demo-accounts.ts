import { UserType } from '../../domain/session.ts'
import type { Db } from '../db/client.ts'
import { users } from '../db/schema/index.ts'
import { hashPassword } from './passwords.ts'

/**
 * Accounts to try the app with (SEED_DEMO=true), documented in docs/AUTH.md. Each is made only
 * when its email is free. Signing in still needs the mailed code: with the default file mailer
 * it is in DATA_DIR/mail and in the server's log; with SMTP it goes to a domain nobody reads, so
 * these accounts cannot be entered on a server that really sends mail.
 */
export const demoAccounts = [
  {
    type: UserType.customer,
    email: 'cliente@roteiro.demo',
    password: 'Roteiro#Cliente2027',
    firstName: 'Ana',
    lastName: 'Viajante',
    cpf: '52998224725',
    phone: '11987654321',
    birthDate: '1988-04-12',
    zipCode: '01310100',
    street: 'Avenida Paulista',
    addressNumber: '1578',
    complement: 'Apto 42',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
  },
  { type: UserType.admin, email: 'admin@roteiro.demo', password: 'Roteiro#Admin2027', firstName: 'Admin', lastName: 'Demonstração' },
  { type: UserType.agency, email: 'agencia@roteiro.demo', password: 'Roteiro#Agencia2027', firstName: 'Agência Demonstração Turismo', lastName: '', cpf: '39053344705' },
] as const

export async function ensureDemoAccounts(db: Db): Promise<string[]> {
  const created: string[] = []
  for (const { password, ...account } of demoAccounts) {
    const rows = await db
      .insert(users)
      .values({ ...account, passwordHash: await hashPassword(password) })
      .onConflictDoNothing({ target: users.email })
      .returning({ email: users.email })
    created.push(...rows.map((row) => row.email))
  }
  return created
}
