/**
 * The seller a buyer came through (issue 13): a trip link carrying `?seller=CODE` is remembered on
 * this device for 30 days, shown at checkout ("Sold by …", removable) and sent with the order.
 * It imports nothing: the root route loads it when an address has `?seller=`.
 */
const SELLER_KEY = 'roteiro.seller'
const SELLER_DAYS = 30
const DAY_MS = 86_400_000

/** The shape of an agency's seller code (sellerCodeSchema of src/domain/admin/agency.ts), upper case. */
export const sellerCodeOf = (text: unknown): string | null => {
  const code = typeof text === 'string' || typeof text === 'number' ? String(text).trim().toUpperCase() : ''
  return /^[A-Z0-9]{4,12}$/.test(code) ? code : null
}

interface SavedSeller {
  code: string
  savedAt: string
}

export function rememberSeller(code: string, now = new Date()) {
  try {
    localStorage.setItem(SELLER_KEY, JSON.stringify({ code, savedAt: now.toISOString() } satisfies SavedSeller))
  } catch {
    // Storage full or blocked: the seller can still be typed at checkout.
  }
}

export function forgetSeller() {
  localStorage.removeItem(SELLER_KEY)
}

/** The remembered code while it is younger than 30 days; an older or unreadable one is dropped. */
export function rememberedSeller(now = new Date()): string | null {
  const text = localStorage.getItem(SELLER_KEY)
  if (!text) return null
  try {
    const saved = JSON.parse(text) as Partial<SavedSeller>
    const code = sellerCodeOf(saved.code)
    const age = now.getTime() - new Date(saved.savedAt ?? '').getTime()
    if (code && age >= 0 && age < SELLER_DAYS * DAY_MS) return code
  } catch {
    // Not ours any more: dropped below.
  }
  forgetSeller()
  return null
}

/**
 * For the root route, when the address has a `?seller=`: a well-formed code is remembered, and
 * the answer is the address without it, so the rest of the visit does not carry it along.
 */
export function takeSellerFromLink(href: string, search: Record<string, unknown>): string {
  const code = sellerCodeOf(search.seller)
  if (code) rememberSeller(code)
  const url = new URL(href, window.location.origin)
  url.searchParams.delete('seller')
  return `${url.pathname}${url.search}${url.hash}`
}
