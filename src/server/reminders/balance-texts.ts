import { formatBRL } from '../../domain/money.ts'
import { saoPauloDate } from '../../domain/order-status.ts'
import type { ReminderOrder } from './due-reminders.ts'
import { formatDay, mail, type Texts } from './reminder-mail.ts'

/* A deposit order's balance in words (issue 27): the reminders before its due day, and the cancellation after it. */

/** The balance is due soon (7 days and 1 day before its due day). */
export function balanceDueTexts(order: ReminderOrder, link: string, dueAt: Date, balanceCents: number): Texts {
  const day = saoPauloDate(dueAt)
  return {
    'pt-BR': {
      title: `Saldo de ${formatBRL(balanceCents)} vence em ${formatDay('pt-BR', day)}`,
      body: `Pedido ${order.code}: pague o saldo para manter sua viagem.`,
      mail: mail('pt-BR', order, link, `O saldo do pedido ${order.code} vence em ${formatDay('pt-BR', day)}`, [
        `O saldo da sua viagem, ${formatBRL(balanceCents)}, vence em ${formatDay('pt-BR', day)}. Pague por Pix, boleto ou cartão em "Pagar o saldo", na página do pedido.`,
        'Sem o pagamento até alguns dias depois do vencimento, o pedido é cancelado conforme a política de cancelamento da viagem.',
      ]),
    },
    en: {
      title: `Balance of ${formatBRL(balanceCents)} due ${formatDay('en', day)}`,
      body: `Order ${order.code}: pay the balance to keep your trip.`,
      mail: mail('en', order, link, `The balance of order ${order.code} is due ${formatDay('en', day)}`, [
        `Your trip's balance, ${formatBRL(balanceCents)}, is due ${formatDay('en', day)}. Pay it by Pix, bank slip or card with "Pay the balance" on the order's page.`,
        "Unpaid a few days past its due date, the order is canceled under the trip's cancellation policy.",
      ]),
    },
  }
}

/** The balance was not paid in time: the order is canceled, what is kept and what is refunded. */
export function balanceOverdueTexts(order: ReminderOrder, link: string, keptCents: number, refundCents: number): Texts {
  return {
    'pt-BR': {
      title: 'Pedido cancelado: saldo não pago',
      body: `Pedido ${order.code}: o saldo não foi pago no prazo e a viagem foi cancelada.`,
      mail: mail('pt-BR', order, link, `Pedido ${order.code} cancelado: o saldo não foi pago`, [
        'O saldo da sua viagem não foi pago até o prazo e o pedido foi cancelado; os lugares foram liberados.',
        `Pela política de cancelamento da viagem, ficam retidos ${formatBRL(keptCents)}${refundCents > 0 ? ` e ${formatBRL(refundCents)} serão devolvidos a você` : ''}.`,
      ]),
    },
    en: {
      title: 'Order canceled: balance not paid',
      body: `Order ${order.code}: the balance was not paid in time and the trip was canceled.`,
      mail: mail('en', order, link, `Order ${order.code} canceled: the balance was not paid`, [
        "Your trip's balance was not paid by its deadline, so the order was canceled and its seats released.",
        `Under the trip's cancellation policy, ${formatBRL(keptCents)} is kept${refundCents > 0 ? ` and ${formatBRL(refundCents)} will be refunded to you` : ''}.`,
      ]),
    },
  }
}
