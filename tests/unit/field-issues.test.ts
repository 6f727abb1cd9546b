import * as v from 'valibot'
import { expect, test } from 'vitest'
import { agencyMessages, agencyTermsSchema } from '../../src/domain/admin/agency.ts'
import { contentMessages } from '../../src/domain/admin/content-fields.ts'
import { adminMessages } from '../../src/domain/admin/fields.ts'
import { cancelOrderSchema } from '../../src/domain/admin/order.ts'
import { adminTripMessages } from '../../src/domain/admin/trip/messages.ts'
import { commissionMessages } from '../../src/domain/commission.ts'
import { fieldErrorCodes, fieldErrorText, type FieldErrorCode } from '../../src/domain/error-codes.ts'
import { fieldIssueOf } from '../../src/domain/field-issues.ts'
import { forfaitMessages } from '../../src/domain/forfait.ts'
import { placeOrderSchema } from '../../src/domain/order.ts'
import { signUpSchema } from '../../src/domain/user.ts'
import { fieldMessages } from '../../src/domain/user-messages.ts'

/** Each bad field of `input` by its dot path, as the server answers it. */
function issuesOf(schema: v.GenericSchema, input: unknown) {
  const result = v.safeParse(schema, input)
  const issues: Record<string, unknown> = {}
  for (const issue of result.issues ?? []) issues[v.getDotPath(issue) ?? '_'] ??= fieldIssueOf(issue)
  return issues
}

const issueOf = (message: string) => fieldIssueOf({ message } as v.BaseIssue<unknown>)

test('a sign-up names each bad field by code and the numbers its text says', () => {
  expect(issuesOf(signUpSchema, { firstName: 'A', email: 'not-an-email', password: 'abc', passwordConfirmation: 'abd' })).toMatchObject({
    firstName: { code: 'field.min_length', params: { min: 2 } },
    email: { code: 'field.email' },
    password: { code: 'field.min_length', params: { min: 8 } },
    cpf: { code: 'field.required' },
  })
  expect(issuesOf(signUpSchema, { firstName: 'Ana', email: 'ana@example.com', password: 'abcdefgh', passwordConfirmation: 'abcdefgh' })).toMatchObject({
    password: { code: 'field.min_uppercase', params: { min: 1 } },
  })
})

test("an area's own rule is known by its text, not by the validator that said it", () => {
  const issues = issuesOf(placeOrderSchema, { item: { tripId: 1, optionId: 1, people: 40 }, payer: {}, payment: { method: 'pix', installments: 3 } })
  expect(issues['item.people']).toEqual({ code: 'order.people' })
  expect(issues['payment.installments']).toEqual({ code: 'order.pix_single_payment' })
  expect(issuesOf(agencyTermsSchema, { approved: true, commissionPercent: '', sellerCode: 'AB' })).toEqual({
    commissionPercent: { code: 'agency.terms_to_approve' },
    sellerCode: { code: 'agency.seller_code' },
  })
  expect(issuesOf(cancelOrderSchema, { note: 'x'.repeat(201) })).toEqual({ note: { code: 'field.max_length', params: { max: 200 } } })
})

test("a built-in validator left with valibot's own message is known by its type", () => {
  expect(issuesOf(v.object({ q: v.pipe(v.string(), v.maxLength(3)) }), { q: 'long' })).toEqual({ q: { code: 'field.max_length', params: { max: 3 } } })
  expect(issuesOf(v.object({ n: v.pipe(v.number(), v.minValue(2)) }), { n: 1 })).toEqual({ n: { code: 'field.min_value', params: { min: 2 } } })
  expect(issuesOf(v.object({ n: v.number() }), { n: 'one' })).toEqual({ n: { code: 'field.invalid' } })
})

/** The name of every number a counted field text says. */
const countedParams = Object.values(fieldErrorCodes).flatMap((text) => (typeof text === 'string' ? [] : [text.param]))

test('every field code comes back from its own text, counted texts with their number', () => {
  for (const code of Object.keys(fieldErrorCodes) as FieldErrorCode[]) {
    for (const count of [1, 7, 1000]) {
      const params = Object.fromEntries(countedParams.map((name) => [name, count]))
      const issue = issueOf(fieldErrorText(code, params))
      expect(issue.code, `${code} (${count})`).toBe(code)
      expect(fieldErrorText(issue.code, issue.params), `${code} (${count})`).toBe(fieldErrorText(code, params))
    }
  }
})

test("every text of the schemas' message objects has a field code that says it back", () => {
  const { tripNotFound: _apiOnly, optionHasOrders: _alsoApiOnly, tripHasOrders: _andThis, ...tripFieldMessages } = adminTripMessages
  const objects = [fieldMessages, adminMessages, contentMessages, agencyMessages, commissionMessages, forfaitMessages, tripFieldMessages]
  for (const object of objects) {
    for (const [name, text] of Object.entries(object)) {
      const said = typeof text === 'string' ? text : (text as (count: number) => string)(7)
      const issue = issueOf(said)
      expect(issue.code, name).not.toBe('field.invalid')
      expect(fieldErrorText(issue.code, issue.params), name).toBe(said)
    }
  }
})
