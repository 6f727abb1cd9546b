import { queryOptions } from '@tanstack/react-query'
import { ApiError } from '../../api-error.ts'
import { api } from '../../api.ts'
import type { CheckoutPayment } from '../checkout/use-checkout-form.ts'

/**
 * GET /api/payment-links/{token}: what the buyer pays. Kept in memory only (no `persist`): a
 * link is someone else's sale, and its state changes as people pay it. A 404 or 410 is a page
 * of its own (link-state.ts), never a toast.
 */
export const paymentLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['payment-links', token],
    queryFn: ({ signal }) => api.get('/api/payment-links/{token}', { params: { path: { token } }, signal, quietStatuses: [0, 404, 410, 500, 502, 503] }),
    staleTime: 30_000,
  })

/** The checkout form shows every refusal itself, and a closed link or a payment in progress is a page of its own. */
const shownByThePage = [0, 400, 404, 409, 410, 422, 429, 500, 502, 503]

/** POST /api/payment-links/{token}/orders with the attempt's Idempotency-Key: no account, the link says what is bought. */
export const placeLinkOrder = (token: string, sent: CheckoutPayment, idempotencyKey: string) =>
  api.post('/api/payment-links/{token}/orders', { params: { path: { token }, header: { 'Idempotency-Key': idempotencyKey } }, body: sent, quietStatuses: shownByThePage })

/** POST /api/payment-links/{token}/credit: a guest's credit, the payer email's; null (a 400) when it is not theirs, expired or used up. */
export async function guestCreditOf(token: string, code: string, email: string) {
  try {
    const credit = await api.post('/api/payment-links/{token}/credit', {
      params: { path: { token } },
      body: { code, email },
      quietStatuses: [0, 400, 404, 410, 429, 500, 502, 503],
    })
    return { code: credit.code, balanceCents: credit.balanceCents }
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) return null
    throw error
  }
}
