import {
  guestCreditSchema,
  guestOrderPlacedSchema,
  linkCanceledSchema,
  paymentLinkPageSchema,
  paymentLinkSchema,
  publicPaymentLinkSchema,
} from '../../../domain/answers/payment-links.ts'
import { createPaymentLinkSchema, guestCreditCheckSchema, paymentLinkListQuerySchema, placeLinkOrderSchema } from '../../../domain/payment-link.ts'
import { idempotencyKeyHeader, json, tokenPathParam, type Operation } from '../operation.ts'

const token = { token: tokenPathParam }

/** The agency channel: an approved agency's links and commissions, and the buyer's side of a link (docs/AGENCIES.md). */
export const paymentLinkOperations: Operation[] = [
  {
    method: 'POST',
    path: '/api/agency/payment-links',
    tag: 'Agency',
    summary: 'Makes a payment link at the price of the day',
    body: createPaymentLinkSchema,
    answers: { 201: json('The link', paymentLinkSchema) },
  },
  {
    method: 'GET',
    path: '/api/agency/payment-links',
    tag: 'Agency',
    summary: "The agency's links",
    query: paymentLinkListQuerySchema,
    answers: { 200: json('A page of links', paymentLinkPageSchema) },
  },
  {
    method: 'POST',
    path: '/api/agency/payment-links/:token/cancel',
    tag: 'Agency',
    summary: 'Cancels an open link',
    pathParams: token,
    answers: { 200: json('Canceled', linkCanceledSchema) },
  },
  {
    method: 'GET',
    path: '/api/payment-links/:token',
    tag: 'Payment links',
    summary: 'What a link sells (no account needed)',
    pathParams: token,
    answers: { 200: json('The link', publicPaymentLinkSchema) },
  },
  {
    method: 'POST',
    path: '/api/payment-links/:token/credit',
    tag: 'Payment links',
    summary: "A guest's credit checked before paying: what it can pay",
    description:
      "The credit must be the payer email's, unexpired and not used up: otherwise a 400 on `code` (`order.credit_unknown`), alike for each. 20 codes not found per IP and hour, then 429 (`auth.rate_limited`).",
    pathParams: token,
    body: guestCreditCheckSchema,
    answers: { 200: json('The credit', guestCreditSchema) },
  },
  {
    method: 'POST',
    path: '/api/payment-links/:token/orders',
    tag: 'Payment links',
    summary: "A guest pays a link: the order and the guest's access token",
    pathParams: token,
    headers: idempotencyKeyHeader,
    body: placeLinkOrderSchema,
    answers: { 201: json('The order, placed', guestOrderPlacedSchema), 200: json('The order the same Idempotency-Key placed before', guestOrderPlacedSchema) },
  },
]
