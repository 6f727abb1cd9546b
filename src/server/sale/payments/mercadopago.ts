import { createHmac } from 'node:crypto'
import { digitableLineOf } from '../../../domain/boleto.ts'
import type { ChargeRequest, ChargeResult, PaymentEvent, PaymentGateway } from '../orders/gateway.ts'
import { GatewayUnavailable, WebhookRejected } from '../orders/gateway.ts'
import type { MercadoPagoSettings } from '../orders/settings.ts'
import { sameHash } from '../../auth/tokens.ts'
import { assertFresh, parseSignatureHeader } from './signature.ts'

/**
 * Mercado Pago (Checkout Transparente, Payments API v1), the real gateway. Why this one
 * (docs/PAYMENTS.md): cards are tokenized in the browser by its SDK with the public key, so the
 * number never reaches us; Pix, boleto and card installments are one endpoint; and its webhooks
 * are signed with HMAC-SHA256 over a manifest that carries a timestamp, which we check
 * against the same 300 s tolerance as the sandbox's.
 */

/** The parts of a payment we read (POST /v1/payments and GET /v1/payments/{id}). */
export interface MercadoPagoPayment {
  id: number
  status: 'pending' | 'approved' | 'authorized' | 'in_process' | 'in_mediation' | 'rejected' | 'cancelled' | 'refunded' | 'charged_back'
  status_detail?: string
  external_reference?: string | null
  date_of_expiration?: string | null
  payment_method_id?: string
  card?: { last_four_digits?: string | null } | null
  point_of_interaction?: { transaction_data?: { qr_code?: string; qr_code_base64?: string; ticket_url?: string } }
  barcode?: { content?: string } | null
  transaction_details?: { external_resource_url?: string | null; digitable_line?: string | null } | null
}

type Fetch = typeof fetch

/** A payment's status as ours; a Map, so no status string reaches Object's own members (issue 15, finding 13). */
const paymentStatuses = new Map<string, PaymentEvent['status']>([
  ['approved', 'paid'],
  ['rejected', 'refused'],
  ['cancelled', 'canceled'],
  ['refunded', 'refunded'],
  ['charged_back', 'refunded'],
])

/** ISO 8601 with the São Paulo offset, as Mercado Pago's date fields are written. */
const saoPauloIso = (at: Date) => `${new Date(at.getTime() - 3 * 3_600_000).toISOString().replace('Z', '')}-03:00`

const splitName = (name: string) => {
  const [first = name, ...rest] = name.trim().split(/\s+/)
  return { first_name: first, last_name: rest.join(' ') || first }
}

export function paymentBody(request: ChargeRequest, notificationUrl: string) {
  const { payer } = request
  const common = {
    transaction_amount: request.amountCents / 100,
    description: request.description.slice(0, 256),
    external_reference: request.reference,
    notification_url: notificationUrl,
    // Where a page of Mercado Pago's (a bank's or 3-D Secure step, the boleto's or Pix's ticket
    // page) sends a guest back: its order page with the access token, as it has no account.
    ...(request.returnUrl ? { callback_url: request.returnUrl } : {}),
    statement_descriptor: 'ROTEIRO',
    payer: {
      email: payer.email,
      ...splitName(payer.name),
      identification: { type: 'CPF', number: payer.cpf },
      address: {
        zip_code: payer.address.zipCode,
        street_name: payer.address.street,
        street_number: payer.address.number,
        neighborhood: payer.address.neighborhood,
        city: payer.address.city,
        federal_unit: payer.address.state,
      },
    },
  }
  if (request.method === 'card') {
    return { ...common, payment_method_id: request.cardBrand ?? '', token: request.cardToken ?? '', installments: request.installments }
  }
  if (request.method === 'pix') {
    return { ...common, payment_method_id: 'pix', date_of_expiration: saoPauloIso(request.pixExpiresAt ?? new Date(Date.now() + 30 * 60_000)) }
  }
  // Boleto (Bradesco's registered boleto), due at the end of its due date in São Paulo.
  return { ...common, payment_method_id: 'bolbradesco', date_of_expiration: `${request.boletoDueDate}T23:59:59.000-03:00` }
}

export function chargeResultOf(request: ChargeRequest, payment: MercadoPagoPayment): ChargeResult {
  const chargeId = String(payment.id)
  if (request.method === 'card') {
    const outcome =
      payment.status === 'approved' || payment.status === 'authorized' ? 'approved' : payment.status === 'rejected' || payment.status === 'cancelled' ? 'declined' : 'pending'
    const last4 = payment.card?.last_four_digits
    return { method: 'card', chargeId, outcome, card: last4 ? { brand: payment.payment_method_id ?? request.cardBrand ?? '', last4 } : null }
  }
  if (request.method === 'pix') {
    const payload = payment.point_of_interaction?.transaction_data?.qr_code
    if (!payload) throw new GatewayUnavailable('Mercado Pago answered a Pix payment without its qr_code')
    return { method: 'pix', chargeId, payload, expiresAt: payment.date_of_expiration ? new Date(payment.date_of_expiration) : (request.pixExpiresAt ?? new Date()) }
  }
  const barcode = payment.barcode?.content
  if (!barcode || !/^\d{44}$/.test(barcode)) throw new GatewayUnavailable('Mercado Pago answered a boleto without its barcode')
  return {
    method: 'boleto',
    chargeId,
    slips: [
      {
        number: 1,
        amountCents: request.amountCents,
        dueDate: request.boletoDueDate ?? '',
        barcode,
        digitableLine: payment.transaction_details?.digitable_line?.replace(/\D/g, '') || digitableLineOf(barcode),
      },
    ],
    pdfUrl: payment.transaction_details?.external_resource_url ?? null,
  }
}

/**
 * Checks Mercado Pago's `x-signature` (`ts=...,v1=...`): HMAC-SHA256 with the webhook secret
 * over the manifest `id:<data.id>;request-id:<x-request-id>;ts:<ts>;`, data.id taken from
 * the notification URL's query (lower-cased when alphanumeric), as its documentation says.
 */
export function verifyMercadoPagoSignature(secret: string, headers: Headers, url: string, now: Date): string {
  if (!headers.get('x-signature')) throw new WebhookRejected('no x-signature header', true)
  const parts = parseSignatureHeader(headers.get('x-signature'))
  const ts = parts.get('ts')
  const v1 = parts.get('v1')
  const requestId = headers.get('x-request-id') ?? ''
  const dataId = new URL(url).searchParams.get('data.id') ?? ''
  if (!ts || !v1 || !/^\d{1,15}$/.test(ts) || !dataId) throw new WebhookRejected('no signature')
  // Seconds in the documentation's examples; milliseconds in some deliveries.
  assertFresh(ts.length > 11 ? Number(ts) / 1000 : Number(ts), now)
  const id = /^[a-z0-9]+$/i.test(dataId) ? dataId.toLowerCase() : dataId
  const manifest = `id:${id};request-id:${requestId};ts:${ts};`
  if (!sameHash(v1, createHmac('sha256', secret).update(manifest).digest('hex'))) throw new WebhookRejected('bad signature')
  return dataId
}

export function mercadoPagoGateway(settings: MercadoPagoSettings, publicUrl: string, fetcher: Fetch = fetch): PaymentGateway {
  const api = async (path: string, init: RequestInit = {}): Promise<MercadoPagoPayment> => {
    let response: Response
    try {
      response = await fetcher(`${settings.apiUrl}${path}`, {
        ...init,
        headers: { Authorization: `Bearer ${settings.accessToken}`, 'Content-Type': 'application/json', ...init.headers },
        signal: AbortSignal.timeout(15_000),
      })
    } catch (error) {
      throw new GatewayUnavailable(`Mercado Pago could not be reached: ${error instanceof Error ? error.message : String(error)}`)
    }
    if (!response.ok) throw new GatewayUnavailable(`Mercado Pago answered ${response.status} to ${init.method ?? 'GET'} ${path}`)
    return (await response.json()) as MercadoPagoPayment
  }

  return {
    name: 'mercadopago',
    boletoInstallments: false,
    async createCharge(request) {
      const payment = await api('/v1/payments', {
        method: 'POST',
        // Our order code: a retried charge of the same order is not made twice.
        headers: { 'X-Idempotency-Key': `roteiro-${request.reference}` },
        body: JSON.stringify(paymentBody(request, `${publicUrl}/api/payments/webhook`)),
      })
      return chargeResultOf(request, payment)
    },

    async readWebhook({ headers, rawBody, url, now }): Promise<PaymentEvent | null> {
      const dataId = verifyMercadoPagoSignature(settings.webhookSecret, headers, url, now)
      let body: { type?: string; topic?: string }
      try {
        body = JSON.parse(rawBody) as { type?: string }
      } catch {
        throw new WebhookRejected('not JSON')
      }
      const type = body.type ?? body.topic ?? new URL(url).searchParams.get('type')
      if (type !== 'payment') return null
      // The notification says only which payment changed; its status is read from the API.
      const payment = await api(`/v1/payments/${encodeURIComponent(dataId)}`)
      const status = paymentStatuses.get(String(payment.status))
      if (!status) return null
      return { id: `payment:${payment.id}:${payment.status}`, chargeId: String(payment.id), reference: payment.external_reference ?? null, status }
    },

    // A full refund has no amount in the body, a partial one its `amount` in reais; the key makes a retried refund one refund.
    async refundCharge(chargeId, _now, part) {
      await api(`/v1/payments/${encodeURIComponent(chargeId)}/refunds`, {
        method: 'POST',
        headers: { 'X-Idempotency-Key': part ? part.key : `roteiro-refund-${chargeId}` },
        body: JSON.stringify(part ? { amount: part.amountCents / 100 } : {}),
      })
      return true
    },
  }
}
