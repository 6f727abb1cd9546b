import { randomUUID } from 'node:crypto'
import type { PlaceOrderInput } from '../../src/domain/order.ts'
import { buildCpf } from './users.ts'

/** A checkout body (POST /api/orders) that passes every rule; Pix for the trip's first option and 2 people unless told. */
export function buildOrderBody(item: PlaceOrderInput['item'], payment: Partial<PlaceOrderInput['payment']> = {}, payer: Partial<PlaceOrderInput['payer']> = {}): PlaceOrderInput {
  return {
    item,
    payer: {
      name: 'Maria da Silva',
      cpf: buildCpf(),
      email: 'maria@example.com',
      phone: '(11) 98765-4321',
      birthDate: '1990-05-31',
      address: { zipCode: '01310-100', street: 'Avenida Paulista', number: '1578', complement: 'ap 12', neighborhood: 'Bela Vista', city: 'São Paulo', state: 'SP' },
      ...payer,
    },
    payment: { method: 'pix', ...payment },
  }
}

export const newIdempotencyKey = () => randomUUID()
