import { formatBRL } from '../../domain/money.ts'
import { orderItemText } from '../../domain/order.ts'
import { signature, type MailLocale } from '../mail/templates/locale.ts'
import type { NotificationText } from '../sale/notifications/notifier.ts'
import type { ReminderOrder } from './due-reminders.ts'

/* What every reminder's words share: the greeting, the order's lines and the link (reminder-texts.ts, balance-texts.ts). */

export const formatDay = (locale: MailLocale, isoDate: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${isoDate}T00:00:00Z`))

export const words = {
  'pt-BR': { hello: (name: string) => `Olá, ${name}!`, order: 'Pedido', total: 'Total', open: 'Abra o pedido no app', brt: 'horário de Brasília' },
  en: { hello: (name: string) => `Hello, ${name}!`, order: 'Order', total: 'Total', open: 'Open the order in the app', brt: 'São Paulo time' },
} as const

/** A reminder mail: greeting, what to do, the order, the link. */
export function mail(locale: MailLocale, order: ReminderOrder, link: string, subject: string, lines: string[], closing: string[] = []) {
  const w = words[locale]
  const text = [
    w.hello(order.payer.name),
    '',
    ...lines,
    '',
    `    ${w.order}: ${order.code}`,
    `    ${orderItemText(order)}`,
    `    ${w.total}: ${formatBRL(order.amountCents)}`,
    '',
    `${w.open}: ${link}`,
    '',
    ...closing,
    signature[locale],
  ]
  return { subject, text: text.join('\n') }
}

export type Texts = Record<MailLocale, NotificationText>
