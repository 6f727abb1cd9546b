import { pt } from './fixtures/catalog.ts'
import { expect, test } from './fixtures/test.ts'

const homeHeading = 'Where do you want to go?'

test('the language switch turns the page to English, keeps it after a reload, and <html lang> follows', async ({ page }) => {
  await page.goto('/')
  const heading = page.getByRole('heading', { level: 1 })
  const html = page.locator('html')
  const header = page.getByRole('banner')

  // Portuguese by default.
  await expect(heading).toHaveText(pt(homeHeading))
  await expect(html).toHaveAttribute('lang', 'pt-BR')
  await expect(header.getByRole('button', { name: 'Português' })).toHaveAttribute('aria-pressed', 'true')

  await header.getByRole('button', { name: 'English' }).click()
  await expect(heading).toHaveText(homeHeading)
  await expect(html).toHaveAttribute('lang', 'en')
  await expect(header.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true')

  await page.reload()
  await expect(heading).toHaveText(homeHeading)
  await expect(html).toHaveAttribute('lang', 'en')

  await header.getByRole('button', { name: 'Português' }).click()
  await expect(heading).toHaveText(pt(homeHeading))
  await expect(html).toHaveAttribute('lang', 'pt-BR')
})
