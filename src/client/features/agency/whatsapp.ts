import { plural, t } from '@lingui/core/macro'
import { formatBRL } from '../../../domain/money.ts'
import type { PaymentLink } from '../../../domain/payment-link.ts'
import { tripDateRangeText } from '../../../domain/trip-dates.ts'

/** What the message tells: the link's item and frozen total, its address and expiry, and who it is for. */
export type LinkToSend = Pick<PaymentLink, 'url' | 'amountCents' | 'expiresAt' | 'item'> & { customer: { name: string | null; phone: string | null } }

/** The link's expiry as the reader writes a date and time (in the browser's zone). */
export const expiryText = (expiresAt: string, locale: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(expiresAt))

/** The ready message the agency sends its customer, in the reader's language: greeting, what, how much, the link, until when. */
export function whatsAppMessage(link: LinkToSend, locale: string): string {
  const firstName = link.customer.name?.trim().split(/\s+/)[0]
  const greeting = firstName ? t`Hello, ${firstName}!` : t`Hello!`
  const total = formatBRL(link.amountCents)
  const { item } = link
  let what: string
  if (item.kind === 'trip') {
    const trip = item.tripName
    const dates = tripDateRangeText(item.checkIn, item.checkOut, locale)
    const option = item.optionName
    const people = plural(item.people, { one: '# person', other: '# people' })
    what = t`Here is the link to pay for your trip ${trip} (${dates}), ${option}, for ${people}: ${total} in total.`
  } else {
    const product = item.productName
    what = t`Here is the link to pay for ${product}: ${total}.`
  }
  const expiry = expiryText(link.expiresAt, locale)
  return [`${greeting} ${what}`, link.url, t`The link is valid until ${expiry}.`].join('\n\n')
}

/**
 * A wa.me address with the message: to the customer's number when the agency gave one (Brazil's
 * country code and the digits), else WhatsApp asks whom to send it to.
 */
export function whatsAppHref(phone: string | null, message: string): string {
  const digits = phone?.replace(/\D/g, '').replace(/^55(?=\d{10,11}$)/, '') ?? ''
  return `https://wa.me/${digits ? `55${digits}` : ''}?text=${encodeURIComponent(message)}`
}
