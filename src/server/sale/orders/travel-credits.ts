import { creditExpiresAt } from '../../../domain/cancellation.ts'
import type { DbOrTx } from '../../db/client.ts'
import { credits } from '../../db/schema/index.ts'
import { newOrderCode } from './codes.ts'
import type { OrderRow } from './queries.ts'

/**
 * A credit (carta de crédito) of `amountCents` from a canceled order, valid `months`: the buyer's
 * account's, or a guest's payer email's (a payment link's order has no account). Its code has the
 * order codes' alphabet and length behind `CRED-`; it is only spent by its owner, so guessing one
 * gains nothing.
 */
export async function issueTravelCredit(tx: DbOrTx, order: Pick<OrderRow, 'id' | 'userId' | 'payer'>, amountCents: number, months: number, at: Date): Promise<number> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [row] = await tx
      .insert(credits)
      .values({
        code: `CRED-${newOrderCode()}`,
        amountCents,
        balanceCents: amountCents,
        expiresAt: creditExpiresAt(at, months),
        fromOrderId: order.id,
        userId: order.userId,
        email: order.userId === null ? order.payer.email.toLowerCase() : null,
        createdAt: at,
      })
      .onConflictDoNothing({ target: credits.code })
      .returning({ id: credits.id })
    if (row) return row.id
  }
  throw new Error('could not draw a free credit code')
}
