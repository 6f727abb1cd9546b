/**
 * Read by `npm run typecheck` only, never run: each `@ts-expect-error` below must stay an error,
 * or the check fails ("Unused '@ts-expect-error' directive"). So the client's calls stay typed by
 * the contract (src/client/api-contract.gen.ts): a path the server does not have, a missing
 * parameter, a wrong body or a field an answer does not carry fails the typecheck.
 */
import { api } from '../../src/client/api.ts'

export async function probeTheContract() {
  // @ts-expect-error: no such path in the contract.
  await api.get('/api/trip/{name}', { params: { path: { name: 'x' } } })

  // @ts-expect-error: GET /api/trips/{name} has no POST.
  await api.post('/api/trips/{name}', { params: { path: { name: 'x' } } })

  // @ts-expect-error: the trip's name is a required path parameter.
  await api.get('/api/trips/{name}')

  // @ts-expect-error: an order is placed with its Idempotency-Key header.
  await api.post('/api/orders', { body: { tripId: 1, optionId: 1, people: 1, payment: { method: 'pix' } } })

  // @ts-expect-error: people is a number in the contract.
  await api.post('/api/orders', { params: { header: { 'Idempotency-Key': 'k' } }, body: { tripId: 1, optionId: 1, people: 'two', payment: { method: 'pix' } } })

  const trip = await api.get('/api/trips/{name}', { params: { path: { name: 'x' } } })
  const known: string = trip.destination
  // @ts-expect-error: the trip's answer has no `price` field.
  const unknown: unknown = trip.price

  const order = await api.get('/api/me/orders/{code}', { params: { path: { code: 'X' } } })
  // @ts-expect-error: the order's status is one of the contract's, not any text.
  const status: 'shipped' = order.status
  return [known, unknown, status]
}
