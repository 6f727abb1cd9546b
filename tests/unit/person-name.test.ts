import * as v from 'valibot'
import { expect, test } from 'vitest'
import { fieldIssueOf } from '../../src/domain/field-issues.ts'
import { payerSchema } from '../../src/domain/order.ts'
import { linkCustomerSchema } from '../../src/domain/payment-link.ts'
import { signUpSchema } from '../../src/domain/user.ts'
import { isPersonName } from '../../src/domain/text.ts'

// Issue 25, finding 9: names are written into mails sent to an address the sender chose.
test('a name with a line break or a web address is not a name; real names with dots, accents and apostrophes are', () => {
  for (const name of ['Maria\nClique aqui', 'Ana\r\nSouza', 'Promo http://golpe.example', 'João www.ganhe.com', 'Ganhe já em premio.com.br', 'Ana https://x.io/y'])
    expect(isPersonName(name), name).toBe(false)
  for (const name of ["Maria D'Ávila", 'J. R. R. Souza', 'D.Pedro de Alcântara', 'Ana-Lúcia Co', 'Zé Comércio']) expect(isPersonName(name), name).toBe(true)
})

test("the payer's, a customer account's and a link customer's names refuse them with the field code field.person_name", () => {
  const issueOf = (schema: v.GenericSchema, input: unknown) => {
    const result = v.safeParse(schema, input)
    const issue = result.success ? undefined : result.issues.find((found) => ['name', 'firstName'].includes(v.getDotPath(found) ?? ''))
    return issue ? fieldIssueOf(issue) : null
  }
  const name = 'Maria\nVisite www.golpe.com'
  expect(issueOf(payerSchema, { name })).toEqual({ code: 'field.person_name' })
  expect(issueOf(signUpSchema, { firstName: name })).toEqual({ code: 'field.person_name' })
  expect(issueOf(linkCustomerSchema, { name })).toEqual({ code: 'field.person_name' })
})
