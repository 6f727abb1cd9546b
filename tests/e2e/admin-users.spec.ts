import { demoCustomer } from './fixtures/auth.ts'
import { pt } from './fixtures/catalog.ts'
import { expect, test } from './fixtures/test.ts'

test('the users list finds an account by its CPF, masked or not, and opens its details', async ({ adminPage: page }) => {
  await page.goto('/admin/users')
  const table = page.getByRole('table', { name: pt('Users') })
  await expect(table.getByRole('row').nth(1)).toBeVisible()

  await page.getByLabel(pt('Search by name, email or CPF')).fill('529.982.247-25')
  await expect(page).toHaveURL(/q=529\.982\.247-25/)
  await expect(table.getByRole('cell', { name: demoCustomer.email, exact: true })).toBeVisible()
  await expect(table.getByRole('cell', { name: '529.982.247-25', exact: true })).toBeVisible()
  await page.getByLabel(pt('Search by name, email or CPF')).fill('52998224725')
  // The router quotes a text that reads as a number, so it comes back as text.
  await expect(page).toHaveURL(/q=%2252998224725%22/)
  await expect(table.getByRole('cell', { name: demoCustomer.email, exact: true })).toBeVisible()

  await page.getByLabel(pt('Type')).selectOption({ label: pt('Administrator') })
  await expect(page).toHaveURL(/type=1/)
  await expect(page.getByText(pt('No data found'))).toBeVisible()
  await page.getByLabel(pt('Type')).selectOption({ label: pt('Customer') })
  await expect(table.getByRole('cell', { name: demoCustomer.email, exact: true })).toBeVisible()

  await table.getByRole('button', { name: pt('Details of {0}').replace('{0}', demoCustomer.email) }).click()
  const form = page.getByRole('form', { name: pt('Edit user') })
  await expect(form.getByRole('textbox', { name: pt('CPF'), exact: true })).toHaveValue('529.982.247-25')
  await expect(form.getByRole('textbox', { name: pt('First name'), exact: true })).toHaveValue(demoCustomer.firstName)
  await form.getByRole('textbox', { name: pt('Email'), exact: true }).fill('sem-arroba')
  await form.getByRole('button', { name: pt('Save') }).click()
  await expect(form.getByText(pt('Invalid email format'))).toBeVisible()
  await form.getByRole('button', { name: pt('Close') }).click()
  await expect(form).toHaveCount(0)
})
