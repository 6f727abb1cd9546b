import { uniqueSuffix } from '../factories/images.ts'
import { expect, test } from './fixtures/test.ts'
import { adminHeaders } from './fixtures/admin.ts'
import { newAgency } from './fixtures/agency.ts'

const lists = ['/admin/trips', '/admin/orders', '/admin/users', '/admin/users/agencies', '/admin/banner', '/admin/products', '/admin/tripTips']

/** An address with no space or hyphen to break at. */
const longEmail = () => `reservas.${uniqueSuffix()}@agenciadeviagenseturismosolnascentedolitoralnorte.com.br`

test('on a 1280 px laptop every admin list fits the page: no table scrolls sideways, even with a long email in it', async ({ adminPage: page, request }) => {
  await newAgency(request, { approved: false, email: longEmail() })
  // The manifest of the fullest trip: the demo sales fill it.
  const fullest = await request.get('/api/admin/trips?sort=seatsLeft&pageSize=1', { headers: await adminHeaders(request) })
  const [trip] = ((await fullest.json()) as { items: { id: number }[] }).items
  await page.setViewportSize({ width: 1280, height: 800 })
  for (const path of [...lists, `/admin/trips/buyers?tripId=${trip!.id}`]) {
    await page.goto(path)
    const table = page.getByRole('table').first()
    await expect(table.getByRole('row').nth(1), path).toBeVisible()
    const { width, scrollWidth } = await table.evaluate((element) => ({ width: element.parentElement!.clientWidth, scrollWidth: element.scrollWidth }))
    expect(scrollWidth, path).toBeLessThanOrEqual(width)
  }
})

test('on a 390 px phone an agency card keeps a long email inside the screen', async ({ adminPage: page, request }) => {
  const { email } = await newAgency(request, { approved: false, email: longEmail() })
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`/admin/users/agencies?q=${encodeURIComponent(email)}`)
  const card = page.getByRole('listitem').filter({ hasText: email.slice(0, 20) })
  await expect(card).toBeVisible()
  const screen = await page.evaluate(() => ({ width: document.documentElement.clientWidth, scrollWidth: document.documentElement.scrollWidth }))
  expect(screen.scrollWidth).toBeLessThanOrEqual(screen.width)
  const [address, cardBox] = [await card.getByText(email).boundingBox(), await card.boundingBox()]
  expect(address!.x + address!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width)
})
