import { expect, test } from './fixtures/test.ts'

test('an unknown path shows the 404 page in Portuguese, naming the path', async ({ page }) => {
  const response = await page.goto('/nao-existe')
  // The server knows the client's routes and answers an unknown one with 404, not 200.
  expect(response?.status()).toBe(404)
  const errorPage = page.getByTestId('error-page')
  await expect(errorPage).toBeVisible()
  await expect(errorPage).toContainText('404')
  await expect(errorPage.getByRole('heading', { level: 1 })).toHaveText(/página não encontrada/i)
  // 'Page not found: {path}' (spec section 2), as the pt-BR catalog should say it.
  await expect(errorPage).toContainText('Página não encontrada: /nao-existe')
  expect(new URL(page.url()).pathname).toBe('/nao-existe')
})

test('the 404 page leads back home', async ({ page }) => {
  await page.goto('/nao-existe/mesmo')
  const errorPage = page.getByTestId('error-page')
  await expect(errorPage).toContainText('/nao-existe/mesmo')
  await errorPage.getByRole('link').click()
  await expect(page).toHaveURL((url) => url.pathname === '/')
  await expect(page.getByTestId('error-page')).toHaveCount(0)
})
