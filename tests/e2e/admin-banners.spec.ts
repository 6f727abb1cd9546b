import type { APIRequestContext, Page } from '@playwright/test'
import type { AdminBanner, BannerOrder } from '../../src/domain/admin/banner.ts'
import type { Banner } from '../../src/domain/catalogue.ts'
import { pictureBytes } from '../factories/upload-files.ts'
import { adminHeaders } from './fixtures/admin.ts'
import { pt } from './fixtures/catalog.ts'
import { expect, test } from './fixtures/test.ts'

const uniqueTitle = (what: string) => `${what} ${Date.now().toString(36)}`
/** The pt-BR text of a message with its placeholders ({0}, {value}) filled in order. */
const ptWith = (message: string, ...values: (string | number)[]) => {
  let next = 0
  return pt(message).replace(/\{\w+\}/g, () => String(values[next++]))
}

async function deleteBannersTitled(request: APIRequestContext, title: string) {
  const headers = await adminHeaders(request)
  const found = (await (await request.get(`/api/admin/banners?q=${encodeURIComponent(title)}`, { headers })).json()) as { items: AdminBanner[] }
  for (const banner of found.items) await request.delete(`/api/admin/banners/${banner.id}`, { headers })
}

const description = 'Mar azul e coqueiros numa praia do Nordeste'

/** Fills the banner form: a title, a picture uploaded through the form and its description, a link. */
async function createBannerInForm(page: Page, title: string) {
  await page.getByRole('button', { name: pt('New banner') }).click()
  const form = page.getByRole('form', { name: pt('New banner') })
  await form.getByRole('button', { name: pt('Save') }).click()
  await expect(form.getByText(pt('An image is required'))).toBeVisible()
  await form.getByLabel(pt('Title')).fill(title)
  await form.getByLabel(pt('Image')).setInputFiles({ name: 'praia.jpg', mimeType: 'image/jpeg', buffer: await pictureBytes(1200, 450) })
  await expect(form.getByRole('img')).toBeVisible()
  await form.getByLabel(pt('Description of the image')).fill(description)
  await expect(form.getByRole('img', { name: description })).toBeVisible()
  await form.getByLabel(pt('Link')).fill('//fora.do.site')
  await expect(form.getByText(pt('Use a path of this site (starting with /) or an https:// address'))).toBeVisible()
  await form.getByLabel(pt('Link')).fill('/trips?q=praia')
  await form.getByRole('button', { name: pt('Save') }).click()
  await expect(page.getByText(pt('Banner created'))).toBeVisible()
}

test('an admin moves the newest banner from last to first with the buttons, and a fresh visitor sees the home in that order', async ({ adminPage: page, request, browser }) => {
  test.setTimeout(90_000)
  const title = uniqueTitle('Praias do Nordeste')
  await page.goto('/admin/banner')
  try {
    await createBannerInForm(page, title)
    const table = page.getByRole('table', { name: pt('Banners') })
    const row = table.getByRole('row').filter({ hasText: title })
    const order = (await (await request.get('/api/admin/banners/order', { headers: await adminHeaders(request) })).json()) as BannerOrder
    await expect(row.getByRole('cell').first()).toHaveText(new RegExp(`${order.ids.length}$`))
    await expect(row.getByRole('button', { name: ptWith('Move {0} down', title) })).toBeDisabled()

    const up = row.getByRole('button', { name: ptWith('Move {0} up', title) })
    for (let place = order.ids.length - 1; place >= 1; place--) {
      await up.click()
      await expect(row.getByRole('cell').first()).toHaveText(new RegExp(`${place}$`))
    }
    await expect(up).toBeDisabled()
    // The button that moved the row keeps the focus: a keyboard user can go on moving it.
    await expect(row.getByRole('button', { name: ptWith('Move {0} down', title) })).toBeFocused()

    const live = (await (await request.get('/api/banners')).json()) as Banner[]
    expect(live[0]!.title).toBe(title)
    const visitor = await browser.newContext()
    const home = await visitor.newPage()
    await home.goto('/')
    const highlights = home.getByTestId('banners').getByRole('button')
    await expect(highlights).toHaveCount(live.length)
    const labels = await highlights.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''))
    expect(labels.map((label, index) => label.endsWith(`: ${live[index]!.title}`))).toEqual(live.map(() => true))
    await expect(home.getByTestId('banners').getByRole('heading', { level: 2 })).toHaveText(title)
    await expect(home.getByTestId('banners').getByRole('img', { name: description })).toBeVisible()
    await visitor.close()

    // The shell the server writes draws the first banner's picture before any script runs.
    const shell = await (await request.get('/')).text()
    expect(shell).toContain(`<div class="shell-hero"><img src="${live[0]!.image.widths['960'] ?? live[0]!.image.url}"`)
  } finally {
    await deleteBannersTitled(request, title)
  }
})

test('a banner is dragged onto another row to reorder; the home count refuses zero', async ({ adminPage: page, request }) => {
  const headers = await adminHeaders(request)
  await page.goto('/admin/banner')
  const before = ((await (await request.get('/api/admin/banners/order', { headers })).json()) as BannerOrder).ids
  const table = page.getByRole('table', { name: pt('Banners') })
  const rows = table.getByRole('row').filter({ has: page.getByRole('cell') })
  await expect(rows).toHaveCount(before.length)

  // Step by step rather than dragTo: the drop target must see a dragover after the drag started.
  const target = rows.nth(0).getByRole('cell').nth(2)
  await rows.nth(2).getByTitle(pt('Drag to reorder')).hover()
  await page.mouse.down()
  await target.hover()
  await target.hover({ position: { x: 10, y: 10 } })
  await page.mouse.up()
  await expect(page.getByText(pt('Banner order saved'))).toBeVisible()
  const after = ((await (await request.get('/api/admin/banners/order', { headers })).json()) as BannerOrder).ids
  expect(after).toEqual([before[2], before[0], before[1], ...before.slice(3)])

  const count = page.getByRole('form', { name: pt('Banners on the home page') })
  await count.getByLabel(pt('Banners on the home page')).fill('0')
  await count.getByRole('button', { name: pt('Save') }).click()
  await expect(count.getByText(pt('At least one banner must be chosen'))).toBeVisible()
  await count.getByLabel(pt('Banners on the home page')).fill('11')
  await expect(count.getByText(ptWith('Maximum value {max}', 10))).toBeVisible()

  await request.put('/api/admin/banners/order', { headers, data: { ids: before } })
})

test('under 800 px the banners are cards that still move', async ({ adminPage: page, request }) => {
  await page.setViewportSize({ width: 390, height: 800 })
  await page.goto('/admin/banner')
  const cards = page.getByRole('list', { name: pt('Banners') }).getByRole('listitem')
  await expect(cards.first()).toBeVisible()
  await expect(page.getByRole('table')).toBeHidden()
  await expect(cards.first().getByRole('img')).toBeVisible()
  const first = (await (await request.get('/api/admin/banners?pageSize=1', { headers: await adminHeaders(request) })).json()) as { items: AdminBanner[] }
  const firstTitle = first.items[0]!.title
  await expect(cards.first().getByRole('button', { name: ptWith('Move {0} up', firstTitle) })).toBeDisabled()
  await expect(cards.first().getByRole('button', { name: ptWith('Move {0} down', firstTitle) })).toBeEnabled()
})
