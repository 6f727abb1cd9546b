/**
 * The guest's access token of an order, kept in this tab's sessionStorage (docs/AGENCIES.md): the
 * page takes it from the link's fragment (or an older mail's `&token=`) and then drops it from the
 * address, so it is in no history entry, Referer or server log; Mercado Pago's return carries the
 * order code only and finds the token here. It ends with the tab.
 */
const keyOf = (code: string) => `roteiro.guest-access.${code}`

export function rememberGuestAccess(code: string, token: string): void {
  try {
    sessionStorage.setItem(keyOf(code), token)
  } catch {
    // Storage refused (a private mode's quota): the page opens from the link this once.
  }
}

export function guestAccessOf(code: string): string | null {
  try {
    return sessionStorage.getItem(keyOf(code))
  } catch {
    return null
  }
}

/** The token a link's fragment carries (`#token=…`), when it looks like one. */
export function tokenOfFragment(hash: string): string | undefined {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token')
  return token && /^[\w-]{16,200}$/.test(token) ? token : undefined
}
