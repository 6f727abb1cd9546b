import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { orderMessages, type CardForm } from '../../src/domain/order.ts'
import { ApiError } from '../../src/client/api-error.ts'
import { isCardAvailable } from '../../src/client/features/checkout/card-tokenizer/index.ts'
import { mercadoPagoCardError } from '../../src/client/features/checkout/card-tokenizer/mercadopago-errors.ts'
import { tokenizeWithMercadoPago } from '../../src/client/features/checkout/card-tokenizer/mercadopago.ts'

/**
 * The Mercado Pago tokenizer against a stand-in for MercadoPago.js (the real one runs only in a
 * browser, from Mercado Pago's origin): what it asks the SDK, and how the SDK's rejections reach
 * the card form. The browser path with the script loaded lazily is tests/e2e/mercadopago-card.spec.ts.
 */
const card: CardForm = { number: '4235647728025682', holderName: 'APRO', expMonth: 3, expYear: 2031, cvv: '123' }
const sdk = { created: [] as unknown[], bins: [] as string[], rejectWith: null as unknown, methods: [{ id: 'visa' }] }

class FakeMercadoPago {
  constructor(
    readonly publicKey: string,
    readonly options: { locale: string },
  ) {}
  async getPaymentMethods({ bin }: { bin: string }) {
    sdk.bins.push(bin)
    return { paging: { total: sdk.methods.length }, results: sdk.methods }
  }
  async createCardToken(params: unknown) {
    sdk.created.push({ publicKey: this.publicKey, locale: this.options.locale, ...(params as object) })
    if (sdk.rejectWith) throw sdk.rejectWith
    return { id: 'ff8080814c11e237014c1ff593b57b4d', last_four_digits: '5682', date_due: '2031-01-01T00:00:00.000-04:00' }
  }
}

beforeEach(() => {
  Object.assign(sdk, { created: [], bins: [], rejectWith: null, methods: [{ id: 'visa' }] })
  vi.stubGlobal('window', { MercadoPago: FakeMercadoPago })
})
afterEach(() => vi.unstubAllGlobals())

test('the brand comes from the first 8 digits and the token carries the payer CPF as the holder document', async () => {
  const token = await tokenizeWithMercadoPago('TEST-public', card, { cpf: '529.982.247-25' })

  expect(token).toEqual({ token: 'ff8080814c11e237014c1ff593b57b4d', brand: 'visa', last4: '5682', expiresAt: '2031-01-01T00:00:00.000-04:00' })
  expect(sdk.bins).toEqual(['42356477'])
  expect(sdk.created).toEqual([
    {
      publicKey: 'TEST-public',
      locale: 'pt-BR',
      cardNumber: '4235647728025682',
      cardholderName: 'APRO',
      cardExpirationMonth: '03',
      cardExpirationYear: '2031',
      securityCode: '123',
      identificationType: 'CPF',
      identificationNumber: '52998224725',
    },
  ])
})

test('a number Mercado Pago knows no brand for is an error on the number, and no token is asked', async () => {
  sdk.methods = []
  const error = await tokenizeWithMercadoPago('TEST-public', card, { cpf: '52998224725' }).catch((caught: unknown) => caught)

  expect(error).toBeInstanceOf(ApiError)
  expect(error).toMatchObject({ status: 400, fields: { number: orderMessages.cardError } })
  expect(sdk.created).toEqual([])
})

test("the SDK's error codes land on the card form's fields", async () => {
  sdk.rejectWith = {
    message: 'invalid parameters',
    status: 400,
    cause: [
      { code: 'E301', description: 'invalid parameter cardNumber' },
      { code: '325', description: 'invalid parameter expirationMonth' },
    ],
  }
  const error = await tokenizeWithMercadoPago('TEST-public', card, { cpf: '52998224725' }).catch((caught: unknown) => caught)
  expect(error).toMatchObject({ status: 400, message: orderMessages.cardError, fields: { number: orderMessages.cardError, expMonth: orderMessages.cardError } })

  expect(
    mercadoPagoCardError([
      { code: '221', message: 'parameter cardholderName can not be null/empty' },
      { code: 'E302', message: 'invalid parameter securityCode' },
    ]).fields,
  ).toEqual({ holderName: orderMessages.cardError, cvv: orderMessages.cardError })
  expect(mercadoPagoCardError({ cause: [{ code: '209' }] }).fields).toEqual({ expMonth: orderMessages.cardError })
})

test('a CPF Mercado Pago refuses is a card error without a card field; no connection and its failures are told apart', () => {
  const cpf = mercadoPagoCardError({ status: 400, cause: [{ code: '324', description: 'invalid parameter identificationNumber' }] })
  expect(cpf).toMatchObject({ status: 400, message: orderMessages.cardError, fields: {} })

  expect(mercadoPagoCardError(new TypeError('Failed to fetch')).status).toBe(0)
  expect(mercadoPagoCardError({ status: 500, message: 'internal_error', cause: [{ code: '500' }] })).toMatchObject({ status: 503, message: orderMessages.somethingWentWrong })
  expect(mercadoPagoCardError(new Error('MercadoPago.js not available'))).toMatchObject({ status: 503 })
})

test('the card is offered when the gateway gave a way to tokenize it', () => {
  const base = { sandboxControl: false, firebase: null }
  expect(isCardAvailable({ ...base, gateway: 'sandbox', tokenizeUrl: '/sandbox-gateway/v1/card-tokens', publicKey: null })).toBe(true)
  expect(isCardAvailable({ ...base, gateway: 'mercadopago', tokenizeUrl: null, publicKey: 'APP_USR-123' })).toBe(true)
  expect(isCardAvailable({ ...base, gateway: 'mercadopago', tokenizeUrl: null, publicKey: null })).toBe(false)
  expect(isCardAvailable({ ...base, gateway: 'sandbox', tokenizeUrl: null, publicKey: null })).toBe(false)
})
