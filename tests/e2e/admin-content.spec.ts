import { pt } from './fixtures/catalog.ts'
import { expect, test } from './fixtures/test.ts'

const suffix = () => Date.now().toString(36)

test('a tip created inactive stays off the public tips page until an admin ticks Active in the table', async ({ adminPage: page, browser }) => {
  const title = `Leve um adaptador de tomada ${suffix()}`
  await page.goto('/admin/tripTips')
  await page.getByRole('button', { name: pt('New tip') }).click()
  const form = page.getByRole('form', { name: pt('New tip') })
  await form.getByLabel(pt('Title')).fill(title)
  await form.getByLabel(pt('Text')).fill('Na Europa as tomadas têm outro formato; compre o adaptador antes de embarcar.')
  await form.getByText(pt('Active (shown on the tips page)')).click()
  await form.getByRole('button', { name: pt('Save') }).click()
  await expect(page.getByText(pt('Tip created'))).toBeVisible()

  const active = page.getByRole('table', { name: pt('Tips') }).getByRole('checkbox', { name: pt('Active: {0}').replace('{0}', title) })
  await expect(active).not.toBeChecked()
  const visitor = await browser.newContext()
  const tipsPage = await visitor.newPage()
  await tipsPage.goto('/user/tripTips')
  await expect(tipsPage.getByTestId('tip').first()).toBeVisible()
  await expect(tipsPage.getByTestId('tip').filter({ hasText: title })).toHaveCount(0)

  await active.click({ force: true })
  await expect(page.getByText(pt('Tip shown on the tips page'))).toBeVisible()
  await expect(active).toBeChecked()
  await expect(active).toBeFocused()
  const later = await browser.newContext()
  const laterPage = await later.newPage()
  await laterPage.goto('/user/tripTips')
  await expect(laterPage.getByTestId('tip').filter({ hasText: title }).getByRole('heading')).toHaveText(title)

  const row = page
    .getByRole('table', { name: pt('Tips') })
    .getByRole('row')
    .filter({ hasText: title })
  await row.getByRole('button', { name: pt('Delete') }).click()
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: pt('Confirm') })
    .click()
  await expect(page.getByText(pt('Tip deleted'))).toBeVisible()
  await expect(row).toHaveCount(0)
  await visitor.close()
  await later.close()
})

test('an event type keeps its address name when renamed, shows its history, and is deleted', async ({ adminPage: page }) => {
  const name = `Festival de Parintins ${suffix()}`
  await page.goto('/admin/eventType')
  await page.getByRole('button', { name: pt('New event type') }).click()
  const form = page.getByRole('form', { name: pt('New event type') })
  await form.getByLabel(pt('Name')).fill(name)
  await form.getByRole('button', { name: pt('Save') }).click()
  await expect(page.getByText(pt('Event type created'))).toBeVisible()

  await page.getByLabel(pt('Search')).fill(name)
  const table = page.getByRole('table', { name: pt('Event types') })
  const slug = name.toLowerCase().replace(/ /g, '-')
  await expect(table.getByRole('row')).toHaveCount(2)
  await expect(table.getByRole('cell', { name: slug })).toBeVisible()
  await table.getByRole('button', { name: pt('Edit') }).click()
  const edit = page.getByRole('form', { name: pt('Edit event type') })
  await edit.getByLabel(pt('Name')).fill(`${name} (Boi-Bumbá)`)
  await edit.getByRole('button', { name: pt('Save') }).click()
  await expect(page.getByText(pt('Event type updated'))).toBeVisible()
  await page.getByLabel(pt('Search')).fill('Parintins')
  const renamed = table.getByRole('row').filter({ hasText: `${name} (Boi-Bumbá)` })
  await expect(renamed.getByRole('cell', { name: slug })).toBeVisible()

  await renamed.getByRole('button', { name: pt('Edit') }).click()
  await expect(page.getByRole('form', { name: pt('Edit event type') }).getByText(`${name} → ${name} (Boi-Bumbá)`)).toBeVisible()
  await page.getByRole('button', { name: pt('Cancel') }).click()
  await renamed.getByRole('button', { name: pt('Delete') }).click()
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: pt('Confirm') })
    .click()
  await expect(page.getByText(pt('Event type deleted'))).toBeVisible()
  await expect(renamed).toHaveCount(0)
})

test('travel information refuses an order that is not a number, shows on the public tips page, and is deleted', async ({ adminPage: page, browser }) => {
  const type = `Câmbio ${suffix()}`
  await page.goto('/admin/tripInformation')
  await page.getByRole('button', { name: pt('New travel information') }).click()
  const form = page.getByRole('form', { name: pt('New travel information') })
  await form.getByLabel(pt('Type')).fill(type)
  await form.getByLabel(pt('Text')).fill('Leve parte do dinheiro em espécie e avise o banco antes de usar o cartão no exterior.')
  await form.getByLabel(pt('Order')).fill('primeiro')
  await form.getByRole('button', { name: pt('Save') }).click()
  await expect(form.getByText(pt('Must be a whole number'))).toBeVisible()
  await form.getByLabel(pt('Order')).fill('0')
  await form.getByRole('button', { name: pt('Save') }).click()
  await expect(page.getByText(pt('Travel information created'))).toBeVisible()

  const visitor = await browser.newContext()
  const tipsPage = await visitor.newPage()
  await tipsPage.goto('/user/tripTips')
  const information = tipsPage.getByRole('region', { name: pt('Travel information') })
  await expect(information.getByText(type)).toBeVisible()
  await visitor.close()

  const row = page
    .getByRole('table', { name: pt('Travel information') })
    .getByRole('row')
    .filter({ hasText: type })
  await row.getByRole('button', { name: pt('Delete') }).click()
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: pt('Confirm') })
    .click()
  await expect(page.getByText(pt('Item deleted'))).toBeVisible()
  await expect(row).toHaveCount(0)
})
