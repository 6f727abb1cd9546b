import type { ApiErrorBody } from '../../../../domain/api-error.ts'
import type { CardForm, CardToken } from '../../../../domain/order.ts'
import { ApiError } from '../../../api-error.ts'

const gatewayBase = (import.meta.env.VITE_API_URL ?? '').replace(/\/$/, '')

/**
 * Sends the card to the sandbox gateway's own tokenizer (docs/PAYMENTS.md), never to /api: the
 * order carries only the token. No bearer token goes with it (the gateway is not our API). Errors
 * come back as ApiError like the API's, so the form shows them the same way.
 */
export async function tokenizeWithSandbox(tokenizeUrl: string, card: CardForm): Promise<CardToken> {
  let response: Response
  try {
    response = await fetch(`${gatewayBase}${tokenizeUrl}`, {
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
  const payload = (await response.json().catch(() => null)) as Partial<ApiErrorBody> | null
  throw new ApiError(response.status, payload?.message ?? '', payload ?? {})
}
