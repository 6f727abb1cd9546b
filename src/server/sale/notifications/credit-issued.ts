import { and, eq } from 'drizzle-orm'
import { formatBRL } from '../../../domain/money.ts'
import { saoPauloDate } from '../../../domain/order-status.ts'
import type { Db } from '../../db/client.ts'
import { credits, orderCancellations, orders } from '../../db/schema/index.ts'
import type { Mailer } from '../../mail/mailer.ts'
import { logger } from '../../observability/logger.ts'
import { deliverOrderNotice } from '../../reminders/deliver.ts'
import { reminderOrder, reminderOrderFields, type ReminderOrder } from '../../reminders/due-reminders.ts'
import { formatDay, mail, type Texts } from '../../reminders/reminder-mail.ts'
import type { AfterCommitWork } from '../orders/after-commit.ts'
import type { LiveSink } from '../orders/order-updates.ts'
import type { Notifier } from './notifier.ts'

interface IssuedCredit {
  code: string
  amountCents: number
  expiresAt: Date
}

/** The credit's code, worth and validity, and where it is spent: at any checkout, "Tenho um crédito". */
export function creditIssuedTexts(order: ReminderOrder, link: string, credit: IssuedCredit): Texts {
  const amount = formatBRL(credit.amountCents)
  const day = (locale: 'pt-BR' | 'en') => formatDay(locale, saoPauloDate(credit.expiresAt))
  return {
    'pt-BR': {
      title: `Crédito de ${amount}: ${credit.code}`,
      body: `Pedido ${order.code} cancelado. Use o código ${credit.code} até ${day('pt-BR')}.`,
      mail: mail('pt-BR', order, link, `Seu crédito de ${amount}: ${credit.code}`, [
        `O pedido ${order.code} foi cancelado e o valor pago virou um crédito para uma próxima viagem.`,
        '',
        `    Código: ${credit.code}`,
        `    Valor: ${amount}`,
        `    Válido até: ${day('pt-BR')}`,
        '',
        'Na próxima compra, escolha "Tenho um crédito" no pagamento e digite o código: o crédito paga primeiro e o restante é pago como preferir.',
      ]),
    },
    en: {
      title: `Credit of ${amount}: ${credit.code}`,
      body: `Order ${order.code} canceled. Use the code ${credit.code} by ${day('en')}.`,
      mail: mail('en', order, link, `Your credit of ${amount}: ${credit.code}`, [
        `Order ${order.code} was canceled and what you paid became a credit for a later trip.`,
        '',
        `    Code: ${credit.code}`,
        `    Amount: ${amount}`,
        `    Valid until: ${day('en')}`,
        '',
        'On your next purchase, choose "I have a credit" at payment and type the code: the credit pays first and you pay the rest as you like.',
      ]),
    },
  }
}

/**
 * A live sink that tells the buyer of an order canceled for a credit (by them or an admin) its
 * code, by the notifier (an account) or by mail to the payer (a guest's order), after the move's
 * commit on the instance that made it. A notice that fails is logged: the credit stays, listed
 * under the account and in the canceled order's answer.
 */
export const creditIssuedNotifications = (deps: { db: Db; mailer: Mailer; notifier: Notifier; publicUrl: string; afterCommit: AfterCommitWork }): LiveSink => ({
  publish({ status, reason, code }) {
    if (status !== 'canceled' || (reason !== 'customer_request' && reason !== 'canceled_by_admin')) return
    const notify = async () => {
      const [found] = await deps.db
        .select({ order: reminderOrderFields, credit: { code: credits.code, amountCents: credits.amountCents, expiresAt: credits.expiresAt } })
        .from(orders)
        .innerJoin(orderCancellations, eq(orderCancellations.orderId, orders.id))
        .innerJoin(credits, eq(credits.id, orderCancellations.creditId))
        .where(and(eq(orders.code, code), eq(orderCancellations.choice, 'credit')))
      if (!found?.order.payer.email) return
      await deliverOrderNotice(deps, reminderOrder(found.order), 'credit-issued', (link) => creditIssuedTexts(found.order, link, found.credit))
    }
    deps.afterCommit.run(notify, (error) => logger().error({ err: error, order: code }, 'Telling a buyer of their credit failed'))
  },
})
