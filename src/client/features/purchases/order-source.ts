/**
 * Where an order screen reads an order from: the signed-in buyer's own orders (/api/me/orders,
 * their bearer token, saved on the device for offline use) or a guest's order bought through a
 * payment link (/api/external-orders, the order's access token; never saved on the device, so
 * the token never lands in the persisted query cache under whoever is signed in).
 */
export interface OrderSource {
  /** Query keys of this source's answers start with it. */
  key: readonly string[]
  /** The orders' path: each call names its endpoint as `${source.path}/{code}/pix` (as const), a path of the contract. */
  path: '/api/me/orders' | '/api/external-orders'
  /** Sent with every request; an Authorization here wins over the session's. */
  headers?: Record<string, string>
  /** Saved on the device (`meta: { persist, personal }`) and refreshed with My purchases. */
  saved: boolean
}

export const myOrdersSource: OrderSource = { key: ['me', 'orders'], path: '/api/me/orders', saved: true }

const guestSources = new Map<string, OrderSource>()

/**
 * A guest's order: the access token is part of the key (in memory only), so a wrong token's 404
 * never answers for the right one. One object per token, so hooks can depend on it.
 */
export function guestOrderSource(accessToken: string): OrderSource {
  let source = guestSources.get(accessToken)
  if (!source) {
    source = { key: ['external-orders', accessToken], path: '/api/external-orders', headers: { Authorization: `Bearer ${accessToken}` }, saved: false }
    guestSources.set(accessToken, source)
  }
  return source
}

/** What every call on one of the source's orders sends: the order's code and the source's headers. */
export const orderCall = (source: OrderSource, code: string) => ({ params: { path: { code } }, headers: source.headers })
