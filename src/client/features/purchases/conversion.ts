import type { Order } from '../../../domain/order.ts'

declare global {
  interface Window {
    /** The global analytics function (Google tag) when the site's owner installs one. */
    gtag?: (...args: unknown[]) => void
  }
}

const STORAGE_KEY = 'roteiro.conversions'

function reported(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]')
    return Array.isArray(value) ? value.filter((code): code is string => typeof code === 'string') : []
  } catch {
    return []
  }
}

/**
 * The advertising conversion of spec section 7: once per confirmed order on this device, through
 * the global analytics function when the page has one. The codes already reported are kept
 * (only codes, nothing personal), so a reload or a second visit to the order does not count it
 * again.
 */
export function reportConversion(order: Pick<Order, 'code' | 'status' | 'amountCents'>) {
  if (order.status !== 'paid' || typeof window.gtag !== 'function') return
  const codes = reported()
  if (codes.includes(order.code)) return
  localStorage.setItem(STORAGE_KEY, JSON.stringify([...codes, order.code].slice(-100)))
  window.gtag('event', 'conversion', { transaction_id: order.code, value: order.amountCents / 100, currency: 'BRL' })
}
