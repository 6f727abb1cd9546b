import { newAgency } from './fixtures/agency.ts'
import { nextMailTo } from '../support/mail.ts'
import { e2eMailDir } from './fixtures/api.ts'
import { pt } from './fixtures/catalog.ts'
import { expect, test } from './fixtures/test.ts'

test('an admin approves an agency, sets its commission and seller code, and the list shows them', async ({ adminPage: page, request }) => {
  // Waiting for approval: the admin approves it here.
  const { name, email } = await newAgency(request, { approved: false })
  const sellerCode = `T${Date.now().toString(36).toUpperCase()}`.slice(0, 12)
  await page.goto('/admin/users/agencies')

  await page.getByLabel(pt('Status')).selectOption({ label: pt('Waiting for approval') })
  await expect(page).toHaveURL(/status=pending/)
  await page.getByLabel(pt('Search by name, email, CPF or seller code')).fill(email)
  const table = page.getByRole('table', { name: pt('Agencies') })
  const row = table.getByRole('row').filter({ hasText: email })
  await expect(row.getByText(pt('Waiting for approval'))).toBeVisible()
  await row.getByRole('button', { name: pt('Edit') }).click()

  const form = page.getByRole('form', { name: pt('Terms of {0}').replace('{0}', name) })
  const approved = form.getByRole('checkbox', { name: pt('Approved: the agency may sell') })
  // Chakra draws its own box over the native input: the label is what a person clicks.
  await form.getByText(pt('Approved: the agency may sell')).click()
  await expect(approved).toBeChecked()
  await form.getByLabel(pt('Commission (%)')).fill('100,5')
  await form.getByRole('button', { name: pt('Save') }).click()
  await expect(form.getByText(pt('The commission is a percentage from 0 to 100 with up to 2 decimals'))).toBeVisible()
  await expect(form.getByText(pt('Required to approve the agency'))).toBeVisible()
  await form.getByLabel(pt('Commission (%)')).fill('10,5')
  await form.getByLabel(pt('Seller code')).fill(sellerCode.toLowerCase())
  await form.getByRole('button', { name: pt('Save') }).click()
  await expect(page.getByText(pt('Agency updated'))).toBeVisible()
  await expect(form).toHaveCount(0)

  // Still filtered on pending: the approved agency leaves the list; among the approved it shows its terms.
  await expect(row).toHaveCount(0)
  await page.getByLabel(pt('Status')).selectOption({ label: pt('Approved') })
  await expect(row.getByText(pt('Approved'), { exact: true })).toBeVisible()
  await expect(row.getByRole('cell', { name: '10,5%' })).toBeVisible()
  await expect(row.getByRole('cell', { name: sellerCode })).toBeVisible()

  const mail = await nextMailTo(e2eMailDir(), email, 1)
  expect(mail.subject).toBe('Sua agência foi aprovada no Roteiro')
  expect(mail.text).toContain(`Código de vendedor: ${sellerCode}`)

  // The history of the change is on the agency's form.
  await row.getByRole('button', { name: pt('Edit') }).click()
  await expect(page.getByRole('form', { name: pt('Terms of {0}').replace('{0}', name) }).getByText(`sellerCode: — → ${sellerCode}`)).toBeVisible()
})
