import { createHmac } from 'node:crypto'
import type { MercadoPagoSettings } from '../../../src/server/sale/orders/settings.ts'
import type { TestApp } from './test-app.ts'

/** Mercado Pago's notification that a payment changed, signed as it signs (`x-signature` over `id;request-id;ts`) at `now` (the server's clock); answers the webhook's body. */
export async function notifyPayment(t: Pick<TestApp, 'app'>, settings: Pick<MercadoPagoSettings, 'webhookSecret'>, paymentId: string, now = new Date()): Promise<unknown> {
  const ts = String(Math.floor(now.getTime() / 1000))
  const requestId = 'bb56a2f1-6aae-46ac-982e-9dcd3581d08e'
  const v1 = createHmac('sha256', settings.webhookSecret).update(`id:${paymentId};request-id:${requestId};ts:${ts};`).digest('hex')
  const response = await t.app.request(`/api/payments/webhook?data.id=${paymentId}&type=payment`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-signature': `ts=${ts},v1=${v1}`, 'x-request-id': requestId },
    body: JSON.stringify({ action: 'payment.updated', data: { id: paymentId }, type: 'payment' }),
  })
  return response.json()
}
