import { randomInt } from 'node:crypto'
import { expect } from 'vitest'
import type { CreatePaymentLinkInput, PaymentLink } from '../../../src/domain/payment-link.ts'
import { UserType } from '../../../src/domain/session.ts'
import type { Db } from '../../../src/server/db/client.ts'
import { insertSignedInUser } from '../../factories/users.ts'
import { postJson } from './http.ts'
import type { TestApp } from './test-app.ts'

const sellerCodeChars = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'

/** A seller code nobody else has (8 characters). */
export const uniqueSellerCode = () => Array.from({ length: 8 }, () => sellerCodeChars[randomInt(sellerCodeChars.length)]).join('')

/** An agency an admin approved, 10 % commission unless told, signed in. */
export async function insertApprovedAgency(db: Db, overrides: { name?: string; commissionBasisPoints?: number; sellerCode?: string } = {}, now = new Date()) {
  return insertSignedInUser(
    db,
    UserType.agency,
    {
      firstName: overrides.name ?? 'Agência Sol',
      lastName: '',
      approvedAt: new Date(),
      commissionBasisPoints: overrides.commissionBasisPoints ?? 1000,
      sellerCode: overrides.sellerCode ?? uniqueSellerCode(),
    },
    now,
  )
}

/** POST /api/agency/payment-links, expecting a 201. */
export async function createLink(t: Pick<TestApp, 'app'>, agency: Record<string, string>, body: CreatePaymentLinkInput): Promise<PaymentLink> {
  const response = await postJson<PaymentLink>(t, '/api/agency/payment-links', body, agency)
  expect(response.status, JSON.stringify(response.body)).toBe(201)
  return response.body
}
