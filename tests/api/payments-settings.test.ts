import { afterAll, beforeAll, expect, test } from 'vitest'
import { UserType } from '../../src/domain/session.ts'
import { readEnv } from '../../src/server/env.ts'
import { paymentSettingsFromEnv } from '../../src/server/sale/orders/settings.ts'
import { insertSignedInUser } from '../factories/users.ts'
import { postJson, requestJson } from './helpers/http.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

const settingsOf = (env: Record<string, string>) => paymentSettingsFromEnv(readEnv(env))

test('the sandbox control is on in development, off in production unless SANDBOX_CONTROL=true', () => {
  expect(settingsOf({}).sandboxControl).toBe(true)
  // Production names its gateway and mail (env.ts); the sandbox chosen there still has no control by default.
  const production = { NODE_ENV: 'production', PAYMENT_GATEWAY: 'sandbox', MAIL_TRANSPORT: 'files' }
  expect(settingsOf(production).sandboxControl).toBe(false)
  expect(settingsOf({ ...production, SANDBOX_CONTROL: 'true' }).sandboxControl).toBe(true)
  expect(settingsOf({ SANDBOX_CONTROL: 'false' }).sandboxControl).toBe(false)
})

test('Mercado Pago needs its three settings; with them it is the gateway and the sandbox control is off', () => {
  expect(() => settingsOf({ PAYMENT_GATEWAY: 'mercadopago', MERCADOPAGO_ACCESS_TOKEN: 'x' })).toThrow(/MERCADOPAGO_PUBLIC_KEY/)
  const settings = settingsOf({ PAYMENT_GATEWAY: 'mercadopago', MERCADOPAGO_ACCESS_TOKEN: 'a', MERCADOPAGO_PUBLIC_KEY: 'p', MERCADOPAGO_WEBHOOK_SECRET: 's' })
  expect(settings).toMatchObject({ gateway: 'mercadopago', sandboxControl: false, mercadoPago: { apiUrl: 'https://api.mercadopago.com' } })
  expect(settingsOf({ FIREBASE_PROJECT_ID: 'roteiro-prod' }).firebase).toEqual({ projectId: 'roteiro-prod', apiKey: null, authDomain: null, serviceAccountJson: null })
})

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ payments: { sandboxControl: false } })
})
afterAll(() => t.close())

test('with the sandbox control off its endpoint does not exist, and the config says so', async () => {
  const { headers } = await insertSignedInUser(t.db, UserType.admin)
  expect((await postJson(t, '/api/payments/sandbox/orders/AAAA-AAAA/pay', {}, headers)).status).toBe(404)
  expect((await requestJson<{ sandboxControl: boolean }>(t, '/api/payments/config')).body.sandboxControl).toBe(false)
})
