import { eq } from 'drizzle-orm'
import { formatBRL } from '../../../domain/money.ts'
import { myOrderPath, orderItemText } from '../../../domain/order.ts'
import type { Db } from '../../db/client.ts'
import { orders } from '../../db/schema/index.ts'
import type { AfterCommitWork } from '../orders/after-commit.ts'
import type { LiveSink } from '../orders/order-updates.ts'
import { logger } from '../../observability/logger.ts'
import { signature } from '../../mail/templates/locale.ts'
import type { Notification, Notifier } from './notifier.ts'

interface ConfirmedOrder {
  code: string
  item: string
  amountCents: number
}

export function orderConfirmedNotification(userId: number, order: ConfirmedOrder, publicUrl: string): Notification {
  const path = myOrderPath(order.code)
  const link = `${publicUrl}${path}`
  const total = formatBRL(order.amountCents)
  return {
    kind: 'order-confirmed',
    userId,
    path,
    text: {
      'pt-BR': {
        title: 'Compra confirmada',
        body: `${order.item}: pedido ${order.code} pago (${total}).`,
        mail: {
          subject: `Pedido ${order.code} confirmado`,
          text: [
            `O pagamento do seu pedido ${order.code} foi confirmado.`,
            '',
            `    ${order.item}`,
            `    Total: ${total}`,
            '',
            `Veja o pedido: ${link}`,
            '',
            signature['pt-BR'],
          ].join('\n'),
        },
      },
      en: {
        title: 'Purchase confirmed',
        body: `${order.item}: order ${order.code} paid (${total}).`,
        mail: {
          subject: `Order ${order.code} confirmed`,
          text: [`The payment of your order ${order.code} is confirmed.`, '', `    ${order.item}`, `    Total: ${total}`, '', `See the order: ${link}`, '', signature.en].join(
            '\n',
          ),
        },
      },
    },
  }
}

/**
 * A live sink that tells a signed-in buyer their order is paid, however it got there (a card
 * approved at once, a webhook, the sandbox control). It runs after the move's commit, on the
 * instance that made it only; a notification that fails is logged, never undoing the payment.
 */
export const orderConfirmedNotifications = ({
  db,
  notifier,
  publicUrl,
  afterCommit,
}: {
  db: Db
  notifier: Notifier
  publicUrl: string
  afterCommit: AfterCommitWork
}): LiveSink => ({
  publish({ userId, status, code }) {
    if (userId === null || status !== 'paid') return
    const notify = async () => {
      const [order] = await db
        .select({ code: orders.code, itemName: orders.itemName, optionName: orders.optionName, people: orders.people, amountCents: orders.amountCents })
        .from(orders)
        .where(eq(orders.code, code))
      if (!order) return
      await notifier.notify(orderConfirmedNotification(userId, { ...order, item: orderItemText(order) }, publicUrl))
    }
    afterCommit.run(notify, (error) => logger().error({ err: error, order: code }, 'The order confirmed notification failed'))
  },
})
