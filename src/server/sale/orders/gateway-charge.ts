import { orderItemText, type PaymentInput } from '../../../domain/order.ts'
import { boletoDueDate, type PaymentMethod } from '../../../domain/order-status.ts'
import { isDatabaseUnavailable } from '../../db/errors.ts'
import { logger } from '../../observability/logger.ts'
import type { OrdersContext } from './context.ts'
import type { ChargeResult } from './gateway.ts'
import type { OrderRow } from './queries.ts'

/* One charge asked of the gateway and recorded, the same for an order's first charge (service.ts) and its balance's (balance.ts). */

/** A charge as it was stored before asking: its reference, method, amount, installments, when it was made and when it lapses. */
export interface StoredCharge {
  reference: string
  method: PaymentMethod
  amountCents: number
  installments: number
  createdAt: Date
  expiresAt: Date | null
}

/**
 * Asks the gateway for the charge of `order` (outside any transaction: no row stays locked while it
 * answers). A gateway that fails answers null (logged), for the caller to end the charge; our
 * database away (the sandbox keeps its charges there, a link's return address is read there) is no
 * failure of the gateway and is thrown, the charge left pending for a retry or the sweeper.
 */
export async function askGatewayCharge(
  ctx: Pick<OrdersContext, 'gateway' | 'now'>,
  order: Pick<OrderRow, 'code' | 'payer' | 'itemName' | 'optionName' | 'people'>,
  charge: StoredCharge,
  payment: Pick<PaymentInput, 'cardToken' | 'cardBrand'>,
  returnUrl: string | undefined,
): Promise<ChargeResult | null> {
  try {
    return await ctx.gateway.createCharge(
      {
        reference: charge.reference,
        method: charge.method,
        amountCents: charge.amountCents,
        installments: charge.installments,
        description: orderItemText(order),
        payer: order.payer,
        cardToken: payment.cardToken,
        cardBrand: payment.cardBrand,
        pixExpiresAt: charge.expiresAt ?? undefined,
        boletoDueDate: charge.method === 'boleto' ? boletoDueDate(charge.createdAt) : undefined,
        returnUrl,
      },
      ctx.now(),
    )
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error
    logger().warn({ err: error, order: order.code, reference: charge.reference }, 'Charging failed')
    return null
  }
}

/** What a charge's answer writes on its row (an order's or a balance charge's: the same columns). A card the gateway still reviews waits for its webhook, however long that takes. */
export const chargeColumnsOf = (result: ChargeResult) => ({
  chargeId: result.chargeId,
  ...(result.method === 'card' ? { expiresAt: null, ...(result.card ? { cardBrand: result.card.brand, cardLast4: result.card.last4 } : {}) } : {}),
  ...(result.method === 'pix' ? { pixPayload: result.payload } : {}),
  ...(result.method === 'boleto' ? { boletoSlips: result.slips, boletoUrl: result.pdfUrl } : {}),
})
