import type { CardForm, CardToken } from '../../../../domain/order.ts'
import { invalidCardFields, mercadoPagoCardError } from './mercadopago-errors.ts'

/** The core methods of MercadoPago.js v2 this checkout uses (its docs: "Core methods"). */
interface MercadoPagoInstance {
  getPaymentMethods(params: { bin: string }): Promise<{ results: { id: string }[] }>
  createCardToken(params: {
    cardNumber: string
    cardholderName: string
    cardExpirationMonth: string
    cardExpirationYear: string
    securityCode: string
    identificationType: string
    identificationNumber: string
  }): Promise<{ id: string; last_four_digits?: string; date_due?: string }>
}
type MercadoPagoConstructor = new (publicKey: string, options: { locale: string }) => MercadoPagoInstance

const SDK_URL = 'https://sdk.mercadopago.com/js/v2'
let instance: { publicKey: string; mp: Promise<MercadoPagoInstance> } | null = null
let failedBefore = false

/**
 * Loads MercadoPago.js (from Mercado Pago's origin, as it requires: it is not bundled) through
 * @mercadopago/sdk-js, itself imported only here, so neither is in any chunk a first visit loads.
 * The package remembers a failed load for the page's life; a later try injects the script again.
 */
async function loadSdk(): Promise<MercadoPagoConstructor> {
  const existing = (window as { MercadoPago?: MercadoPagoConstructor }).MercadoPago
  if (existing) return existing
  if (!failedBefore) {
    const { loadMercadoPago } = await import('@mercadopago/sdk-js')
    return (await loadMercadoPago()) as MercadoPagoConstructor
  }
  document.querySelectorAll(`script[src^="${SDK_URL}"]`).forEach((stale) => stale.remove())
  await new Promise<void>((resolve, reject) => {
    const script = Object.assign(document.createElement('script'), { src: SDK_URL, onload: () => resolve(), onerror: () => reject(new TypeError('Failed to load MercadoPago.js')) })
    document.head.appendChild(script)
  })
  const loaded = (window as { MercadoPago?: MercadoPagoConstructor }).MercadoPago
  if (!loaded) throw new TypeError('MercadoPago.js not available')
  return loaded
}

function mercadoPago(publicKey: string): Promise<MercadoPagoInstance> {
  if (instance?.publicKey !== publicKey) {
    const mp = loadSdk().then((MercadoPago) => new MercadoPago(publicKey, { locale: 'pt-BR' }))
    instance = { publicKey, mp }
    mp.catch(() => {
      failedBefore = true
      if (instance?.mp === mp) instance = null
    })
  }
  return instance.mp
}

/** Starts loading the SDK ahead of the submit (the buyer chose the card); a failure is met again, and told, on submit. */
export function preloadMercadoPago(publicKey: string): void {
  mercadoPago(publicKey).catch(() => undefined)
}

/**
 * Tokenizes the card in the browser with MercadoPago.js: the brand (`payment_method_id`) from the
 * card's first 8 digits, then the token with the payer's CPF as the holder's document. The number
 * goes to Mercado Pago only; the order carries the token and brand.
 */
export async function tokenizeWithMercadoPago(publicKey: string, card: CardForm, payer: { cpf: string }): Promise<CardToken> {
  try {
    const mp = await mercadoPago(publicKey)
    const methods = await mp.getPaymentMethods({ bin: card.number.slice(0, 8) })
    const brand = methods.results[0]?.id
    if (!brand) throw invalidCardFields('number')
    const token = await mp.createCardToken({
      cardNumber: card.number,
      cardholderName: card.holderName,
      cardExpirationMonth: String(card.expMonth).padStart(2, '0'),
      cardExpirationYear: String(card.expYear),
      securityCode: card.cvv,
      identificationType: 'CPF',
      identificationNumber: payer.cpf.replace(/\D/g, ''),
    })
    return { token: token.id, brand, last4: token.last_four_digits ?? card.number.slice(-4), expiresAt: token.date_due ?? '' }
  } catch (error) {
    throw mercadoPagoCardError(error)
  }
}
