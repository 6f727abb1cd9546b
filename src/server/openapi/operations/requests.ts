import * as v from 'valibot'
import { contactMessageSchema } from '../../../domain/contact.ts'
import { forfaitRequestSchema } from '../../../domain/forfait.ts'
import { idSchema } from '../../../domain/answers/catalogue.ts'
import { forfaitRequestAnswerSchema, ownForfaitRequestsSchema } from '../../../domain/answers/requests.ts'
import { formIdempotencyKeyHeader, json, type Operation } from '../operation.ts'

/** What visitors ask for: a message, a custom trip (forfait). */
export const requestOperations: Operation[] = [
  {
    method: 'POST',
    path: '/api/contact',
    tag: 'Requests',
    summary: 'A message to the agency',
    headers: formIdempotencyKeyHeader,
    body: contactMessageSchema,
    answers: { 201: json('Saved and mailed', v.object({ id: idSchema })) },
  },
  {
    method: 'POST',
    path: '/api/forfait-requests',
    tag: 'Requests',
    summary: 'Asks for a custom trip (forfait)',
    headers: formIdempotencyKeyHeader,
    body: forfaitRequestSchema,
    answers: { 201: json('The request', forfaitRequestAnswerSchema) },
  },
  {
    method: 'GET',
    path: '/api/forfait-requests/mine',
    tag: 'Requests',
    summary: "The caller's custom trip requests and their answers",
    answers: { 200: json('Newest first', ownForfaitRequestsSchema) },
  },
]
