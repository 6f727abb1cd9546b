import type { CardForm, CardToken, Order, PaymentsConfig, PlaceOrder } from '../../../domain/order.ts'
import { ApiError, api } from '../../api.ts'

const gatewayBase = (import.meta.env.VITE_API_URL ?? '').replace(/\/$/, '')

/**
 * Sends the card to the gateway's own tokenizer (docs/PAYMENTS.md), never to /api: the order
 * carries only the token. No bearer token goes with it (the gateway is not our API). Errors
 * come back as ApiError like the API's, so the form shows them the same way.
 */
export async function tokenizeCard(config: PaymentsConfig, card: CardForm): Promise<CardToken> {
  if (!config.tokenizeUrl) throw new ApiError(503, 'card tokenizer unavailable')
  let response: Response
  try {
    response = await fetch(`${gatewayBase}${config.tokenizeUrl}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(card),
      credentials: 'omit',
      cache: 'no-store',
    })
  } catch (cause) {
    throw Object.assign(new ApiError(0, 'network'), { cause })
  }
  if (response.ok) return (await response.json()) as CardToken
  const payload = (await response.json().catch(() => null)) as { message?: string; fields?: Record<string, string> } | null
  throw new ApiError(response.status, payload?.message ?? '', payload?.fields ?? {})
}

/** One checkout attempt: the same key for every retry of the same body, a new one for a new body. */
export const newIdempotencyKey = () => crypto.randomUUID()

/** The form shows field errors, refusals and seat or installment problems itself, in the reader's language. */
export const shownByTheForm = [0, 400, 404, 409, 410, 422, 429, 500, 502, 503]

/** POST /api/orders with its Idempotency-Key. */
export const placeOrder = (order: PlaceOrder, idempotencyKey: string) =>
  api<Order>('/orders', { method: 'POST', body: order, headers: { 'Idempotency-Key': idempotencyKey }, quietStatuses: shownByTheForm })
