import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { prepareAccounts } from '../../src/server/auth/bootstrap.ts'
import { demoAccounts, ensureDemoAccounts } from '../../src/server/auth/demo-accounts.ts'
import { ensureFirstAdmin } from '../../src/server/auth/first-admin.ts'
import { purgeExpiredAuthRows } from '../../src/server/auth/housekeeping.ts'
import { createSession } from '../../src/server/auth/sessions.ts'
import { rateLimits, sessions, users } from '../../src/server/db/schema/index.ts'
import { insertUser } from '../factories/users.ts'
import { signIn } from './helpers/auth.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
beforeEach(() => t.reset())
afterAll(() => t.close())

test('ADMIN_EMAIL and ADMIN_PASSWORD make the first admin, who signs in with a code like everyone', async () => {
  expect(await ensureFirstAdmin(t.db, ' Dona@Roteiro.COM.br ', 'Primeira#Admin2027')).toBe('created')

  const session = await signIn(t, 'dona@roteiro.com.br', 'Primeira#Admin2027')

  expect(session.user.type).toBe(1)
})

test('a restart does not touch the first admin: a changed password stays', async () => {
  await ensureFirstAdmin(t.db, 'dona@roteiro.com.br', 'Primeira#Admin2027')

  expect(await ensureFirstAdmin(t.db, 'dona@roteiro.com.br', 'Outra#Senha2028')).toBe('exists')
  expect((await signIn(t, 'dona@roteiro.com.br', 'Primeira#Admin2027')).user.type).toBe(1)
})

test('an ADMIN_PASSWORD that breaks the rules stops the start', async () => {
  await expect(ensureFirstAdmin(t.db, 'dona@roteiro.com.br', 'curta')).rejects.toThrow('ADMIN_PASSWORD: Minimum length 8 characters')
  await expect(ensureFirstAdmin(t.db, 'dona@roteiro.com.br', 'Senha@123')).rejects.toThrow('ADMIN_PASSWORD: This password is too common')
  expect(await t.db.select().from(users)).toEqual([])
})

test('the demo accounts are made once, with the documented passwords', async () => {
  expect(await ensureDemoAccounts(t.db)).toEqual(['cliente@roteiro.demo', 'admin@roteiro.demo', 'agencia@roteiro.demo'])
  expect(await ensureDemoAccounts(t.db)).toEqual([])

  for (const account of demoAccounts) expect((await signIn(t, account.email, account.password)).user.type).toBe(account.type)
})

test('prepareAccounts makes demo accounts only when SEED_DEMO is true', async () => {
  await prepareAccounts(t.db, { SEED_DEMO: 'false', ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined })
  expect(await t.db.select().from(users)).toEqual([])

  await prepareAccounts(t.db, { SEED_DEMO: 'true', ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined })
  expect(await t.db.select().from(users)).toHaveLength(3)
})

test('the purge deletes expired sessions and rate-limit windows and keeps live ones', async () => {
  const user = await insertUser(t.db)
  const now = new Date('2027-03-01T12:00:00Z')
  await createSession(t.db, user.id, new Date('2027-01-01T00:00:00Z'), 30)
  await createSession(t.db, user.id, new Date('2027-02-25T00:00:00Z'), 30)
  await t.db.insert(rateLimits).values([
    { key: 'old', count: 3, resetAt: new Date('2027-03-01T11:00:00Z') },
    { key: 'live', count: 3, resetAt: new Date('2027-03-01T13:00:00Z') },
  ])

  await purgeExpiredAuthRows(t.db, now)

  expect((await t.db.select().from(sessions)).map((row) => row.createdAt.toISOString())).toEqual(['2027-02-25T00:00:00.000Z'])
  expect((await t.db.select().from(rateLimits)).map((row) => row.key)).toEqual(['live'])
})
