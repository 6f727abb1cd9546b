import { expect, test } from '@playwright/test'
import { signInAsAdmin } from './fixtures/admin.ts'

const lists = ['/admin/trips', '/admin/orders', '/admin/users', '/admin/users/agencies', '/admin/banner', '/admin/products', '/admin/tripTips']

test('on a 1280 px laptop every admin list fits the page: no table scrolls sideways', async ({ page, request }) => {
  await signInAsAdmin(page, request)
  await page.setViewportSize({ width: 1280, height: 800 })
  for (const path of lists) {
    await page.goto(path)
    const table = page.getByRole('table').first()
    await expect(table.getByRole('row').nth(1), path).toBeVisible()
    const { width, scrollWidth } = await table.evaluate((element) => ({ width: element.parentElement!.clientWidth, scrollWidth: element.scrollWidth }))
    expect(scrollWidth, path).toBeLessThanOrEqual(width)
  }
})
