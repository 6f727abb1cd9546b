import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import type { Profile } from '../../src/domain/user.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { expectApiError, requestJson } from './helpers/http.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
beforeEach(() => t.reset())
afterAll(() => t.close())

const patchMe = (headers: Record<string, string>, body: unknown) =>
  requestJson<Profile>(t, '/api/me', { method: 'PATCH', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) })
const getMe = (headers: Record<string, string>) => requestJson<Profile>(t, '/api/me', { headers })

const paulista = { zipCode: '01310-100', street: 'Avenida Paulista', number: '1578', complement: 'Apto 42', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'sp' }

test('the profile gives personal data and the address, normalized', async () => {
  const { user, headers } = await insertSignedInUser(t.db, 0)

  const response = await patchMe(headers, { firstName: ' Ana ', phone: '(21) 3456-7890', birthDate: '1985-12-01', cpf: '390.533.447-05', address: paulista })

  expect(response.status).toBe(200)
  expect(response.body).toMatchObject({
    id: user.id,
    email: user.email,
    firstName: 'Ana',
    lastName: 'da Silva',
    phone: '2134567890',
    birthDate: '1985-12-01',
    cpf: '39053344705',
    address: { zipCode: '01310100', street: 'Avenida Paulista', number: '1578', complement: 'Apto 42', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP' },
  })
  expect((await getMe(headers)).body).toEqual(response.body)
})

test('a patch changes only the fields it gives', async () => {
  const { headers } = await insertSignedInUser(t.db, 0)
  const before = (await getMe(headers)).body

  const after = await patchMe(headers, { lastName: 'Souza' })

  expect(after.body).toEqual({ ...before, lastName: 'Souza' })
})

test('the complement is optional; an address is removed with null', async () => {
  const { headers } = await insertSignedInUser(t.db, 0)
  const { complement: _complement, ...withoutComplement } = paulista

  expect((await patchMe(headers, { address: withoutComplement })).body.address?.complement).toBe('')
  expect((await patchMe(headers, { address: null })).body.address).toBeNull()
})

test('an address is given whole: each missing or bad part is named', async () => {
  const { headers } = await insertSignedInUser(t.db, 0)

  const body = expectApiError(await patchMe(headers, { address: { zipCode: '0131', street: 'Av', state: 'XX' } }), 400)

  expect(body.fields).toEqual({
    'address.zipCode': 'Invalid zip code',
    'address.number': 'This field is required',
    'address.neighborhood': 'This field is required',
    'address.city': 'This field is required',
    'address.state': 'Invalid state',
  })
  expect((await getMe(headers)).body.address).toBeNull()
})

test('personal data follow the sign-up rules', async () => {
  const { headers } = await insertSignedInUser(t.db, 0)

  const body = expectApiError(await patchMe(headers, { firstName: 'A', cpf: '123.456.789-00', phone: 'abc', birthDate: '2020-13-01' }), 400)

  expect(body.fields).toEqual({ firstName: 'Minimum length 2 characters', cpf: 'Invalid CPF', phone: 'Invalid phone number', birthDate: 'Invalid date' })
})

test('the email, the type and agency terms cannot be changed here', async () => {
  const { user, headers } = await insertSignedInUser(t.db, 2, { firstName: 'Viaja Mais', lastName: '', cpf: '39053344705' })

  const response = await patchMe(headers, { email: 'outro@example.com', type: 1, commissionBasisPoints: 5000, sellerCode: 'X', agency: { sellerCode: 'X' } })

  expect(response.status).toBe(200)
  expect(response.body).toMatchObject({ email: user.email, type: 2, agency: { commissionBasisPoints: null, sellerCode: null } })
})

test('each user sees only their own profile', async () => {
  const ana = await insertSignedInUser(t.db, 0, { firstName: 'Ana' })
  const bia = await insertSignedInUser(t.db, 0, { firstName: 'Bia' })

  expect((await getMe(ana.headers)).body.firstName).toBe('Ana')
  expect((await getMe(bia.headers)).body.firstName).toBe('Bia')
})

test('the profile needs a session', async () => {
  expectApiError(await getMe({}), 401)
  expectApiError(await patchMe({}, { firstName: 'Ana' }), 401)
})
