import { serve } from '@hono/node-server'
import { buildBoleto } from '../../src/domain/boleto.ts'
import { isLuhnValid } from '../../src/domain/order.ts'
import { buildPixPayload } from '../../src/domain/pix.ts'
import type { MercadoPagoPayment } from '../../src/server/sale/payments/mercadopago.ts'

/**
 * A stand-in for Mercado Pago's REST API (Mercado Pago itself is not reachable from tests), with
 * the documented request and answer shapes: card tokens made from the browser with the public key
 * (`POST /v1/card_tokens?public_key=`), the brand by BIN (`GET /v1/payment_methods/search`), and
 * payments made and read by our server with the access token (`POST /v1/payments`,
 * `GET /v1/payments/{id}`). A card payment's outcome follows the token's holder name, as with
 * Mercado Pago's test cards: APRO approved, CONT in process, OTHE (or any other) rejected.
 * Used in-process by the API tests (`fetch`) and over HTTP by the e2e tests (`serveFakeMercadoPago`).
 */

export interface MercadoPagoCall {
  method: string
  url: string
  headers: Record<string, string>
  body: Record<string, unknown> | null
}

/** The body of POST /v1/card_tokens, as MercadoPago.js sends it; kept only so tests can check what the browser sent. */
export interface FakeCardToken {
  card_number: string
  security_code: string
  expiration_month: number
  expiration_year: number
  cardholder: { name: string; identification: { type: string; number: string } }
}

const outcomeOfHolder: Record<string, Pick<MercadoPagoPayment, 'status' | 'status_detail'>> = {
  APRO: { status: 'approved', status_detail: 'accredited' },
  CONT: { status: 'in_process', status_detail: 'pending_contingency' },
}
const rejected = { status: 'rejected', status_detail: 'cc_rejected_other_reason' } as const

/** Brands by the card's first digits, enough for the test cards. */
function brandOf(bin: string): { id: string; name: string } | null {
  if (/^4/.test(bin)) return { id: 'visa', name: 'Visa' }
  if (/^(5[1-5]|50|2[2-7])/.test(bin)) return { id: 'master', name: 'Mastercard' }
  if (/^3[47]/.test(bin)) return { id: 'amex', name: 'American Express' }
  return null
}

const apiError = (status: number, message: string, cause: { code: string | number; description: string }[] = []) =>
  Response.json({ message, error: status === 400 ? 'bad_request' : 'not_found', status, cause }, { status })

/** The data-entry checks Mercado Pago makes on a card token, with its error codes. */
function cardTokenProblems(card: Partial<FakeCardToken>): { code: string; description: string }[] {
  const problems: { code: string; description: string }[] = []
  const now = new Date()
  if (!card.card_number) problems.push({ code: '205', description: 'parameter cardNumber can not be null/empty' })
  else if (!isLuhnValid(card.card_number)) problems.push({ code: 'E301', description: 'invalid parameter cardNumber' })
  if (!/^\d{3,4}$/.test(card.security_code ?? '')) problems.push({ code: 'E302', description: 'invalid parameter securityCode' })
  if (!card.cardholder?.name?.trim()) problems.push({ code: '221', description: 'parameter cardholderName can not be null/empty' })
  if (!Number.isInteger(card.expiration_month) || card.expiration_month! < 1 || card.expiration_month! > 12)
    problems.push({ code: '325', description: 'invalid parameter expirationMonth' })
  const year = card.expiration_year ?? 0
  if (year < now.getFullYear() || (year === now.getFullYear() && (card.expiration_month ?? 0) < now.getMonth() + 1))
    problems.push({ code: '326', description: 'invalid parameter expirationYear' })
  const identification = card.cardholder?.identification
  if (identification?.type !== 'CPF') problems.push({ code: '322', description: 'invalid parameter identificationType' })
  if (!/^\d{11}$/.test(identification?.number ?? '')) problems.push({ code: '324', description: 'invalid parameter identificationNumber' })
  return problems
}

/** A payment as the fake keeps it: what the API answers, with the amounts a refund reads. */
type FakePayment = MercadoPagoPayment & { transaction_amount?: number; transaction_amount_refunded?: number }

export function fakeMercadoPagoApi({ publicKey, accessToken }: { publicKey: string; accessToken: string }) {
  const calls: MercadoPagoCall[] = []
  const payments = new Map<string, FakePayment>()
  const cardTokens = new Map<string, FakeCardToken>()
  let nextPaymentId = 1_311_000_000
  let nextToken = 1
  const refundsByKey = new Map<string, { id: number; payment_id: unknown; amount: number; status: string; refund_mode: string }>()
  let nextRefund = 1_009_042_015

  function createPayment(body: Record<string, unknown> | null): Response {
    const id = nextPaymentId++
    const method = String(body?.payment_method_id)
    const cents = Math.round(Number(body?.transaction_amount) * 100)
    const common = {
      id,
      transaction_amount: cents / 100,
      external_reference: body?.external_reference as string,
      payment_method_id: method,
      date_of_expiration: (body?.date_of_expiration as string) ?? null,
    }
    let payment: FakePayment
    if (method === 'pix') {
      const qr = buildPixPayload({ key: 'pix@mp.test', amountCents: cents, merchantName: 'Roteiro', merchantCity: 'Sao Paulo', txid: `MP${id}` })
      payment = {
        ...common,
        status: 'pending',
        status_detail: 'pending_waiting_transfer',
        point_of_interaction: { transaction_data: { qr_code: qr, qr_code_base64: 'iVBOR', ticket_url: 'https://www.mercadopago.com.br/payments/1/ticket' } },
      }
    } else if (method === 'bolbradesco') {
      const { barcode } = buildBoleto({ bank: '237', dueDate: '2030-01-14', amountCents: cents, freeField: '1234567890123456789012345' })
      payment = {
        ...common,
        status: 'pending',
        status_detail: 'pending_waiting_payment',
        barcode: { content: barcode },
        transaction_details: { external_resource_url: `https://www.mercadopago.com.br/payments/${id}/ticket?caller_id=1` },
      }
    } else {
      const card = cardTokens.get(String(body?.token))
      if (!card) return apiError(404, 'Card Token not found', [{ code: 2006, description: 'Card Token not found' }])
      // A card token pays once.
      cardTokens.delete(String(body?.token))
      payment = { ...common, ...(outcomeOfHolder[card.cardholder.name.trim().toUpperCase()] ?? rejected), card: { last_four_digits: card.card_number.slice(-4) } }
    }
    payments.set(String(id), payment)
    return Response.json(payment, { status: 201 })
  }

  /** The browser's calls carry the public key; the server's, the access token. */
  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url)
    const text = request.method === 'GET' || request.method === 'OPTIONS' ? '' : await request.text()
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : null
    if (request.method === 'OPTIONS') return new Response(null, { status: 204 })
    calls.push({ method: request.method, url: request.url, headers: Object.fromEntries(request.headers.entries()), body })

    if (url.pathname === '/v1/card_tokens' || url.pathname === '/v1/payment_methods/search') {
      if (url.searchParams.get('public_key') !== publicKey) return apiError(401, 'invalid public_key')
      if (url.pathname === '/v1/payment_methods/search') {
        const brand = brandOf(url.searchParams.get('bins') ?? '')
        const results = brand ? [{ ...brand, payment_type_id: 'credit_card', status: 'active', issuer: { id: 24, name: brand.name, default: true } }] : []
        return Response.json({ paging: { total: results.length, limit: 30, offset: 0 }, results })
      }
      const card = body as Partial<FakeCardToken> | null
      const problems = cardTokenProblems(card ?? {})
      if (problems.length > 0) return apiError(400, 'invalid parameters', problems)
      const id = `ff8080814c11e237014c1ff593b5${String(nextToken++).padStart(4, '0')}`
      cardTokens.set(id, card as FakeCardToken)
      const number = card!.card_number!
      return Response.json(
        {
          id,
          first_six_digits: number.slice(0, 6),
          last_four_digits: number.slice(-4),
          expiration_month: card!.expiration_month,
          expiration_year: card!.expiration_year,
          status: 'active',
          date_due: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        },
        { status: 201 },
      )
    }

    if (request.headers.get('authorization') !== `Bearer ${accessToken}`) return apiError(401, 'invalid access token')
    if (url.pathname === '/v1/payments' && request.method === 'POST') return createPayment(body)
    const refunded = /^\/v1\/payments\/(\d+)\/refunds$/.exec(url.pathname)
    if (refunded && request.method === 'POST') {
      // Without an amount, the whole payment; with one (reais), that part: the payment stays approved
      // (status_detail partially_refunded) until the parts reach its amount. The same key refunds once.
      const key = request.headers.get('x-idempotency-key') ?? ''
      const done = refundsByKey.get(key)
      if (done) return Response.json(done, { status: 201 })
      const payment = payments.get(refunded[1]!)
      if (!payment) return apiError(404, 'Payment not found')
      if (payment.status !== 'approved')
        return apiError(400, 'Invalid payment status', [{ code: 2063, description: 'The action requested is not valid for the current payment state' }])
      const total = payment.transaction_amount ?? 0
      const before = payment.transaction_amount_refunded ?? 0
      const amount = typeof body?.amount === 'number' ? body.amount : Math.round((total - before) * 100) / 100
      const after = Math.round((before + amount) * 100) / 100
      if (amount <= 0 || after > total) return apiError(400, 'Invalid refund amount', [{ code: 4040, description: 'amount exceeds the payment amount available to refund' }])
      const whole = after === total
      payments.set(refunded[1]!, {
        ...payment,
        status: whole ? 'refunded' : 'approved',
        status_detail: whole ? 'refunded' : 'partially_refunded',
        transaction_amount_refunded: after,
      })
      const refund = { id: nextRefund++, payment_id: payment.id, amount, status: 'approved', refund_mode: 'standard' }
      if (key) refundsByKey.set(key, refund)
      return Response.json(refund, { status: 201 })
    }
    const found = /^\/v1\/payments\/(\d+)$/.exec(url.pathname)
    if (found && payments.has(found[1]!)) return Response.json(payments.get(found[1]!))
    return apiError(404, 'not found')
  }

  return {
    calls,
    payments,
    cardTokens,
    handle,
    /** The fake in place of `fetch`, for a gateway made in the test's own process. */
    fetch: ((input: string | URL | Request, init?: RequestInit) => handle(new Request(input, init))) as typeof fetch,
  }
}

export type FakeMercadoPagoApi = ReturnType<typeof fakeMercadoPagoApi>

/**
 * The fake over HTTP on 127.0.0.1, for a server started with MERCADOPAGO_API_URL and for the
 * browser: it answers cross-origin calls as Mercado Pago's API does for MercadoPago.js.
 */
export async function serveFakeMercadoPago(fake: FakeMercadoPagoApi): Promise<{ url: string; stop: () => Promise<void> }> {
  const cors = {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
    'Access-Control-Allow-Headers': 'Content-Type, Authorization, X-Idempotency-Key',
  }
  let resolve: (port: number) => void = () => undefined
  const listening = new Promise<number>((done) => (resolve = done))
  const server = serve(
    {
      fetch: async (request: Request) => {
        const answer = await fake.handle(request)
        const headers = new Headers(answer.headers)
        for (const [name, value] of Object.entries(cors)) headers.set(name, value)
        return new Response(answer.body, { status: answer.status, headers })
      },
      port: 0,
      hostname: '127.0.0.1',
    },
    (info) => resolve(info.port),
  )
  const port = await listening
  return { url: `http://127.0.0.1:${port}`, stop: () => new Promise<void>((done) => server.close(() => done())) }
}
