import type { CardForm, CardToken, PaymentsConfig } from '../../../../domain/order.ts'
import { orderMessages } from '../../../../domain/order.ts'
import { ApiError } from '../../../api-error.ts'
import { tokenizeWithSandbox } from './sandbox.ts'

/**
 * The card goes to the configured gateway's tokenizer, never to /api (docs/PAYMENTS.md): the
 * sandbox's endpoint, or Mercado Pago's SDK in the browser. Mercado Pago's code (our wrapper and
 * its SDK) is loaded only when a card is chosen, so no first visit pays for it.
 */

/** Whether this checkout can take a card: the gateway gave it a way to tokenize one. */
export const isCardAvailable = (config: PaymentsConfig): boolean => (config.gateway === 'mercadopago' ? config.publicKey !== null : config.tokenizeUrl !== null)

/** Call when the buyer chooses the card: Mercado Pago's SDK starts loading while they type it. */
export function preloadCardTokenizer(config: PaymentsConfig): void {
  const { publicKey } = config
  if (config.gateway !== 'mercadopago' || !publicKey) return
  void import('./mercadopago.ts').then(
    ({ preloadMercadoPago }) => preloadMercadoPago(publicKey),
    () => undefined,
  )
}

/** The card's token and brand from the configured gateway; the payer's CPF is the card holder's document. */
export async function tokenizeCard(config: PaymentsConfig, card: CardForm, payer: { cpf: string }): Promise<CardToken> {
  if (config.gateway === 'mercadopago' && config.publicKey) {
    let tokenizer: typeof import('./mercadopago.ts')
    try {
      tokenizer = await import('./mercadopago.ts')
    } catch (cause) {
      throw Object.assign(new ApiError(0, 'network'), { cause })
    }
    return tokenizer.tokenizeWithMercadoPago(config.publicKey, card, payer)
  }
  if (config.tokenizeUrl) return tokenizeWithSandbox(config.tokenizeUrl, card)
  throw new ApiError(503, orderMessages.somethingWentWrong, { code: 'internal' })
}
