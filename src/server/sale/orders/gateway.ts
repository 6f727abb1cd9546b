import type { OrderBoletoSlip, OrderPayer } from '../../db/schema/index.ts'
import type { PaymentMethod } from '../../../domain/order-status.ts'

/**
 * The payment gateway port. Two adapters: the built-in sandbox (sandbox/gateway.ts) and
 * Mercado Pago (mercadopago.ts). Our code never sees a card number: a card charge carries the
 * token the browser got from the gateway.
 */
export interface ChargeRequest {
  /** Our order code: the gateway's external reference and idempotency key, so a retried charge is not made twice. */
  reference: string
  method: PaymentMethod
  amountCents: number
  installments: number
  description: string
  payer: OrderPayer
  cardToken?: string
  cardBrand?: string
  /** Pix: when the code stops being payable. */
  pixExpiresAt?: Date
  /** Boleto: the first slip's due date (yyyy-mm-dd). */
  boletoDueDate?: string
  /** Where a page of the gateway (3-D Secure, a boleto's or Pix's ticket page) sends the buyer back; guest orders only. */
  returnUrl?: string
}

export type CardOutcome = 'approved' | 'declined' | 'processing_error' | 'pending'

export type ChargeResult =
  | { method: 'card'; chargeId: string; outcome: CardOutcome; card: { brand: string; last4: string } | null }
  | { method: 'pix'; chargeId: string; payload: string; expiresAt: Date }
  | { method: 'boleto'; chargeId: string; slips: OrderBoletoSlip[]; pdfUrl: string | null }

/** A verified webhook, reduced to what it says about one charge. */
export interface PaymentEvent {
  /** Unique per event at the gateway: an event is applied once. */
  id: string
  chargeId: string
  /** Our order code when the gateway echoes it (external reference). */
  reference: string | null
  /** `refunded`: the money went back to the payer (a refund or a chargeback). */
  status: 'paid' | 'refused' | 'canceled' | 'refunded'
}

export interface IncomingWebhook {
  headers: Headers
  rawBody: string
  url: string
  now: Date
}

export interface PaymentGateway {
  name: 'sandbox' | 'mercadopago'
  /** Whether a boleto can be split into several slips. */
  boletoInstallments: boolean
  createCharge(request: ChargeRequest, now: Date): Promise<ChargeResult>
  /**
   * Checks the webhook's signature and reads it. Throws WebhookRejected (→ 401) when the
   * signature is missing, wrong or stale; WebhookUnknownType (→ 400) for a type the gateway never
   * sends; null when the event says nothing we act on.
   */
  readWebhook(webhook: IncomingWebhook): Promise<PaymentEvent | null>
  /**
   * Refunds a paid charge in full, or the `part` of it. False when the gateway holds no such paid
   * charge (an order made elsewhere, or already refunded there) or not that much of it left: the
   * money, if any, is refunded by hand. Throws GatewayUnavailable when the gateway could not be
   * reached or refused.
   */
  refundCharge(chargeId: string, now: Date, part?: RefundPart): Promise<boolean>
}

/** A part of a charge to give back, made once under its key (a retried refund is the same refund). */
export interface RefundPart {
  amountCents: number
  key: string
}

export class WebhookRejected extends Error {
  /** True when the request carries no signature header at all: a malformed request (400), not a forged one (401). */
  constructor(
    message: string,
    readonly missing = false,
  ) {
    super(message)
  }
}

/** A correctly signed webhook whose event type the gateway never sends: a 400 (a gateway's own other topics are ignored instead). */
export class WebhookUnknownType extends Error {}

/** The gateway could not be reached or answered an error: the charge was not made. */
export class GatewayUnavailable extends Error {}
