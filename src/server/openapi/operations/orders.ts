import * as v from 'valibot'
import {
  boletoChargeSchema,
  cancellationQuoteSchema,
  eventsTicketSchema,
  firebaseTokenSchema,
  orderSchema,
  orderListSchema,
  paymentsConfigSchema,
  pixChargeSchema,
  sandboxPaymentSchema,
  travelCreditsSchema,
  webhookReceiptSchema,
} from '../../../domain/answers/orders.ts'
import { orderCodeSchema, payBalanceSchema, placeOrderSchema } from '../../../domain/order.ts'
import { cancelOrderRequestSchema } from '../../../domain/cancellation.ts'
import { idempotencyKeyHeader, json, noContent, type Operation } from '../operation.ts'

const tag = 'Orders'
const code = { code: orderCodeSchema }
const ticketQuery = v.object({ ticket: v.optional(v.string()) })
const ticketNote = 'Without the bearer token, a `?ticket=` from the ticket route opens it (a browser link or an EventSource cannot send headers).'

/** One order's routes, mounted for its signed-in owner (/api/me/orders) and for a guest by its access token (/api/external-orders). */
const orderReadOperations = (base: string, tag: string, who: string, guestAccessToken?: true): Operation[] =>
  (
    [
      { method: 'GET', path: `${base}/:code`, tag, summary: `One order ${who}`, pathParams: code, answers: { 200: json('The order', orderSchema) } },
      { method: 'GET', path: `${base}/:code/pix`, tag, summary: "A pending Pix order's code and QR", pathParams: code, answers: { 200: json('The Pix charge', pixChargeSchema) } },
      { method: 'GET', path: `${base}/:code/boleto`, tag, summary: "A boleto order's slips", pathParams: code, answers: { 200: json('The bank slips', boletoChargeSchema) } },
      {
        method: 'GET',
        path: `${base}/:code/boleto/pdf`,
        tag,
        summary: 'The bank slips as a PDF',
        description: ticketNote,
        pathParams: code,
        query: ticketQuery,
        answers: { 200: { description: 'A PDF', contentType: 'application/pdf' } },
      },
      {
        method: 'POST',
        path: `${base}/:code/events/ticket`,
        tag,
        summary: 'A short-lived ticket for the live status stream',
        pathParams: code,
        answers: { 200: json('The ticket and the URL to open', eventsTicketSchema) },
      },
      {
        method: 'GET',
        path: `${base}/:code/events`,
        tag,
        summary: "The order's status as it changes (server-sent events)",
        description: ticketNote,
        pathParams: code,
        query: ticketQuery,
        answers: { 200: { description: '`status` events, each an OrderStatusEvent', contentType: 'text/event-stream' } },
      },
      {
        method: 'POST',
        path: `${base}/:code/balance`,
        tag,
        summary: "Pays a paid deposit order's balance (Pix, boleto or card)",
        description:
          'Its Pix and boleto are then at `/pix` and `/boleto`; the sandbox control pays it like any pending charge. 409 when there is no balance to pay, or one payment of it already waits.',
        pathParams: code,
        headers: idempotencyKeyHeader,
        body: payBalanceSchema,
        answers: {
          201: json("The order, its balance's payment asked", orderSchema),
          200: json('The order as the same Idempotency-Key left it (Idempotent-Replayed: true)', orderSchema),
        },
      },
      {
        method: 'GET',
        path: `${base}/:code/cancellation`,
        tag,
        summary: "What cancelling the order would give back: the penalty by the trip's policy (none within 7 days of the purchase), the refund and the credit",
        pathParams: code,
        answers: { 200: json('The quote', cancellationQuoteSchema) },
      },
      {
        method: 'POST',
        path: `${base}/:code/cancellation`,
        tag,
        summary: 'Cancels a paid trip order by the quote: a refund through the gateway each payment came from, or a credit',
        description:
          'A boleto has no way back: its part of the refund needs `pixKey` (400 on `pixKey` without it) and is sent by an admin. 409 when the order cannot be canceled (a second call, a balance payment waiting).',
        pathParams: code,
        body: cancelOrderRequestSchema,
        answers: { 200: json('The order, canceled, with its cancellation', orderSchema) },
      },
    ] satisfies Operation[] as Operation[]
  ).map((operation) => ({ ...operation, guestAccessToken }))

/** Buying: placing an order, the buyer's orders, a guest's order and the gateway's side. */
export const orderOperations: Operation[] = [
  {
    method: 'POST',
    path: '/api/orders',
    tag,
    summary: 'Places an order for a trip option or a product',
    headers: idempotencyKeyHeader,
    body: placeOrderSchema,
    answers: { 201: json('The order, placed', orderSchema), 200: json('The order the same Idempotency-Key placed before (Idempotent-Replayed: true)', orderSchema) },
  },
  { method: 'GET', path: '/api/me/orders', tag, summary: "The caller's orders", answers: { 200: json('Newest first', orderListSchema) } },
  {
    method: 'GET',
    path: '/api/me/credits',
    tag,
    summary: "The caller's credits from canceled orders, to spend at checkout (`payment.creditCode`)",
    answers: { 200: json('Newest first', travelCreditsSchema) },
  },
  {
    method: 'POST',
    path: '/api/me/orders/firebase-token',
    tag,
    summary: "A Firebase token to follow one's orders live (404 when Firebase is off)",
    answers: { 200: json('A custom token', firebaseTokenSchema) },
  },
  ...orderReadOperations('/api/me/orders', tag, 'of the caller'),
  ...orderReadOperations('/api/external-orders', 'Guest orders', 'bought through a payment link', true),
  {
    method: 'POST',
    path: '/api/external-orders/:code/access-link',
    tag: 'Guest orders',
    summary: "Mails a new link to the order to its payer's email; the older link stops opening it",
    description: 'With the current access token, even expired or revoked (a 410 elsewhere). Limited per IP and per order (429 with Retry-After).',
    pathParams: code,
    answers: { 204: noContent },
    guestAccessToken: true,
  },
  {
    method: 'GET',
    path: '/api/payments/config',
    tag: 'Payments',
    summary: 'How the browser tokenizes a card and follows a status',
    answers: { 200: json('The configuration', paymentsConfigSchema) },
  },
  {
    method: 'POST',
    path: '/api/payments/webhook',
    tag: 'Payments',
    summary: "The gateway's notifications (signed)",
    description: 'Its body is the gateway’s own (Mercado Pago’s or the sandbox’s); an unsigned or mis-signed one is refused.',
    body: v.record(v.string(), v.unknown()),
    answers: { 200: json('Received', webhookReceiptSchema) },
  },
  {
    method: 'POST',
    path: '/api/payments/sandbox/orders/:code/pay',
    tag: 'Payments',
    summary: "Sandbox gateway: pays the order's pending Pix or boleto charge (its own, or its balance's)",
    pathParams: code,
    answers: { 200: json('The webhook status and the order', sandboxPaymentSchema) },
    mountedOnlyWhen: 'the sandbox gateway runs with its control on',
  },
  {
    method: 'POST',
    path: '/api/payments/sandbox/orders/:code/charge-back',
    tag: 'Payments',
    summary: 'Sandbox gateway: the bank takes a paid charge back',
    pathParams: code,
    answers: { 200: json('The webhook status and the order', sandboxPaymentSchema) },
    mountedOnlyWhen: 'the sandbox gateway runs with its control on',
  },
]
