import { expect, test } from 'vitest'
import { verifyMercadoPagoSignature } from '../../src/server/sale/payments/mercadopago.ts'
import { signWebhook, verifyWebhook } from '../../src/server/sale/payments/signature.ts'

/*
 * Known-answer vectors (issue 25): the signatures below were computed apart from the app, with
 * `printf '%s' "<signed text>" | openssl dgst -sha256 -hmac "<secret>"`, so a signer and verifier
 * that agree with each other but not with the gateways' scheme fail here.
 */
const sandbox = {
  secret: 'whsec_roteiro_known_answer',
  body: '{"type":"payment.confirmed","data":{"code":"ABCD-2345"}}',
  at: new Date(1_700_000_000_000),
  header: 't=1700000000,v1=68816f7645e05e601b2bfbfb5d111de20dc8ca8211fad6cebbceaaeef0c563bf',
}

test('the sandbox\'s signature of a known body is the known HMAC-SHA256 of "<t>.<body>", and only that verifies', () => {
  expect(signWebhook(sandbox.secret, sandbox.body, sandbox.at)).toBe(sandbox.header)
  expect(() => verifyWebhook(sandbox.secret, sandbox.body, sandbox.header, sandbox.at)).not.toThrow()
  expect(() => verifyWebhook(sandbox.secret, sandbox.body.replace('2345', '2346'), sandbox.header, sandbox.at)).toThrow(/bad signature/)
  expect(() => verifyWebhook(`${sandbox.secret}x`, sandbox.body, sandbox.header, sandbox.at)).toThrow(/bad signature/)
})

test("Mercado Pago's x-signature over its documented manifest verifies; any other part changed does not", () => {
  const secret = 'mp_webhook_secret_known_answer'
  const requestId = 'bb56a2f1-6aae-46ac-982e-9dcd3581d08e'
  const signature = 'ts=1704908010,v1=be1a0ccfcb9eb453d16c0fca0f45f55cfaa66b206fcb0e00ab20045d508bc953'
  const url = 'https://viagens.example.com/api/payments/webhook?data.id=123456789&type=payment'
  const at = new Date(1_704_908_010_000)
  const headers = (id = requestId) => new Headers({ 'x-signature': signature, 'x-request-id': id })

  expect(verifyMercadoPagoSignature(secret, headers(), url, at)).toBe('123456789')
  expect(() => verifyMercadoPagoSignature(secret, headers('another-request'), url, at)).toThrow(/bad signature/)
  expect(() => verifyMercadoPagoSignature(secret, headers(), url.replace('123456789', '123456780'), at)).toThrow(/bad signature/)
})
