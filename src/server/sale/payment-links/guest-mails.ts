import { and, eq, isNull } from 'drizzle-orm'
import { orderItemText } from '../../../domain/order.ts'
import { externalPostCheckoutPath } from '../../../domain/payment-link.ts'
import type { Db } from '../../db/client.ts'
import { orders, users } from '../../db/schema/index.ts'
import type { AfterCommitWork } from '../orders/after-commit.ts'
import type { LiveSink } from '../orders/order-updates.ts'
import type { Mailer } from '../../mail/mailer.ts'
import type { MailLocale } from '../../mail/templates/locale.ts'
import { guestOrderLinkMail, guestOrderPaidMail, guestOrderPlacedMail } from '../../mail/templates/order-mails.ts'
import { guestAccessToken } from './access-token.ts'
import { logger } from '../../observability/logger.ts'

export interface GuestMailDeps {
  db: Db
  mailer: Mailer
  publicUrl: string
}

const templates = { placed: guestOrderPlacedMail, paid: guestOrderPaidMail, newLink: guestOrderLinkMail }

/**
 * Mails the payer of a guest's order (a payment link's: no account, so the mail is the way back
 * to the order) the order and its page, with the access token in the link's fragment.
 */
export async function mailGuestOrder(deps: GuestMailDeps, code: string, kind: keyof typeof templates, locale: MailLocale): Promise<void> {
  const [found] = await deps.db
    .select({ order: orders, agencyName: users.firstName })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.agencyId))
    .where(and(eq(orders.code, code), isNull(orders.userId)))
  // An erased payer (users/erase-account.ts) has no address left: nobody to write to.
  if (!found?.order.payer.email) return
  const { order } = found
  const link = `${deps.publicUrl}${externalPostCheckoutPath(order.code, await guestAccessToken(deps.db, order.code))}`
  const content = templates[kind][locale]({
    name: order.payer.name,
    code: order.code,
    item: orderItemText(order),
    amountCents: order.amountCents,
    agencyName: found.agencyName,
    link,
  })
  await deps.mailer.send({ to: order.payer.email, ...content })
}

/**
 * A live sink that mails a guest's confirmation when its order becomes paid, however it got
 * there (a card approved at once, a webhook, the sandbox control). It runs after the move's
 * commit; a mail that fails is logged, never undoing the payment. The payer left no language:
 * Portuguese, the site's default.
 */
export const guestPaidMails = (deps: GuestMailDeps & { afterCommit: AfterCommitWork }): LiveSink => ({
  publish(update) {
    if (update.userId !== null || update.status !== 'paid') return
    deps.afterCommit.run(
      () => mailGuestOrder(deps, update.code, 'paid', 'pt-BR'),
      (error) => logger().error({ err: error, order: update.code }, 'The confirmation mail of a guest order failed'),
    )
  },
})
