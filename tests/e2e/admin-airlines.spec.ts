import { expect, test } from './fixtures/test.ts'
import { adminHeaders } from './fixtures/admin.ts'
import { pt } from './fixtures/catalog.ts'

test('an admin adds, renames, finds and deletes an airline, and sees its history', async ({ adminPage: page, request }) => {
  const name = `Voa Brasil ${Date.now().toString(36)}`
  await page.goto('/admin/flightCompany')

  await page.getByRole('button', { name: pt('New airline') }).click()
  const form = page.getByRole('form', { name: pt('New airline') })
  await form.getByRole('button', { name: pt('Save') }).click()
  await expect(form.getByText(pt('This field is required'))).toBeVisible()
  // A refused send puts the keyboard on the field to fix.
  await expect(form.getByLabel(pt('Name'))).toBeFocused()
  await form.getByLabel(pt('Name')).fill(name)
  await form.getByRole('button', { name: pt('Save') }).click()
  await expect(page.getByText(pt('Airline created'))).toBeVisible()

  // The API's refusal of a taken name lands on the field, by its code, in the reader's language.
  await page.getByRole('button', { name: pt('New airline') }).click()
  const again = page.getByRole('form', { name: pt('New airline') })
  await again.getByLabel(pt('Name')).fill(name)
  await again.getByRole('button', { name: pt('Save') }).click()
  await expect(again.getByLabel(pt('Name'))).toHaveAccessibleErrorMessage(pt('An airline with this name already exists'))
  await expect(again.getByLabel(pt('Name'))).toBeFocused()
  await again.getByRole('button', { name: pt('Cancel') }).click()

  await page.getByLabel(pt('Search')).fill(name)
  await expect(page).toHaveURL(/q=Voa/)
  const table = page.getByRole('table', { name: pt('Airlines') })
  await expect(table.getByRole('row')).toHaveCount(2)
  await table.getByRole('button', { name: pt('Edit') }).click()
  const edit = page.getByRole('form', { name: pt('Edit airline') })
  await edit.getByLabel(pt('Name')).fill(`${name} Linhas Aéreas`)
  await edit.getByRole('button', { name: pt('Save') }).click()
  await expect(table.getByRole('cell', { name: `${name} Linhas Aéreas`, exact: true })).toBeVisible()

  await table.getByRole('button', { name: pt('Edit') }).click()
  await expect(page.getByRole('form', { name: pt('Edit airline') }).getByText(`${name} → ${name} Linhas Aéreas`)).toBeVisible()
  await page.getByRole('button', { name: pt('Cancel') }).click()

  await table.getByRole('button', { name: pt('Delete') }).click()
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: pt('Confirm') })
    .click()
  await expect(page.getByText(pt('No data found'))).toBeVisible()
  const left = await request.get(`/api/admin/airlines?q=${encodeURIComponent(name)}`, { headers: await adminHeaders(request) })
  expect((await left.json()).total).toBe(0)
})

test('sorting and paging are kept in the URL and done by the API', async ({ adminPage: page }) => {
  await page.goto('/admin/flightCompany?sort=-name&pageSize=2')
  const table = page.getByRole('table', { name: pt('Airlines') })
  await expect(table.getByRole('columnheader', { name: pt('Name') })).toHaveAttribute('aria-sort', 'descending')
  const names = await table
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .allInnerTexts()
  expect(names).toHaveLength(2)
  await table.getByRole('button', { name: pt('Name') }).click()
  await expect(page).toHaveURL(/sort=name/)
  await page.getByRole('button', { name: pt('Next') }).click()
  await expect(page).toHaveURL(/page=2/)
})

test('under 800 px wide the list shows cards', async ({ adminPage: page }) => {
  await page.setViewportSize({ width: 390, height: 800 })
  await page.goto('/admin/flightCompany')
  await expect(
    page
      .getByRole('list', { name: pt('Airlines') })
      .getByRole('listitem')
      .first(),
  ).toBeVisible()
  await expect(page.getByRole('table')).toBeHidden()
})
