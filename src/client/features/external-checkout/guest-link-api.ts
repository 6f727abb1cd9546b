import { api } from '../../api.ts'

/**
 * POST /api/external-orders/{code}/access-link: a new link mailed to the payer (the page never
 * learns the address); a 429 is toasted. Apart from api.ts, which the link page's first visit loads.
 */
export const askNewGuestLink = (code: string, accessToken: string) =>
  api.post('/api/external-orders/{code}/access-link', { params: { path: { code } }, headers: { Authorization: `Bearer ${accessToken}` } })
