import type { APIRequestContext } from '@playwright/test'
import type { AdminProduct } from '../../src/domain/admin/product.ts'
import { pdfBytes, pictureBytes } from '../factories/upload-files.ts'
import { adminHeaders } from './fixtures/admin.ts'
import { pt } from './fixtures/catalog.ts'
import { buildOrderBody } from '../factories/orders.ts'
import { expect, test } from './fixtures/test.ts'
import { newCustomer } from './fixtures/customer.ts'

async function deleteProductsNamed(request: APIRequestContext, name: string) {
  const headers = await adminHeaders(request)
  const found = (await (await request.get(`/api/admin/products?q=${encodeURIComponent(name)}`, { headers })).json()) as { items: AdminProduct[] }
  for (const product of found.items) await request.delete(`/api/admin/products/${product.id}`, { headers })
}

test('an admin adds a product with a photo and a PDF, and a signed-in customer finds it on the products page', async ({ adminPage: page, request, browser }) => {
  const name = `Guia de Fernando de Noronha ${Date.now().toString(36)}`
  await page.goto('/admin/products')
  try {
    await page.getByRole('button', { name: pt('New product') }).click()
    const form = page.getByRole('form', { name: pt('New product') })
    await form.getByLabel(pt('Name')).fill(name)
    await form.getByRole('button', { name: pt('Save') }).click()
    await expect(form.getByText(pt('A product needs both a photo and a file'))).toHaveCount(2)

    await form.getByLabel(pt('Photo')).setInputFiles({ name: 'noronha.jpg', mimeType: 'image/jpeg', buffer: await pictureBytes(1000, 750) })
    await expect(form.getByRole('img')).toBeVisible()
    await expect(form.getByText(pt('A product needs both a photo and a file'))).toHaveCount(1)
    // A picture renamed to .pdf: the upload checks the bytes and refuses it.
    await form.getByLabel(pt('PDF file')).setInputFiles({ name: 'guia.pdf', mimeType: 'application/pdf', buffer: await pictureBytes(40, 40) })
    await expect(form.getByText(pt('Only PDF files are accepted'))).toBeVisible()
    await form.getByLabel(pt('PDF file')).setInputFiles({ name: 'guia.pdf', mimeType: 'application/pdf', buffer: pdfBytes() })
    await expect(form.getByRole('link', { name: pt('Open the PDF') })).toBeVisible()
    await expect(form.getByText(pt('Only PDF files are accepted'))).toHaveCount(0)
    await form.getByLabel(pt('Description'), { exact: true }).fill('Praias, trilhas e mergulho: o roteiro de 5 dias.')
    await form.getByRole('button', { name: pt('Save') }).click()
    await expect(page.getByText(pt('Product created'))).toBeVisible()
    await expect(
      page
        .getByRole('table', { name: pt('Products') })
        .getByRole('row')
        .filter({ hasText: name }),
    ).toContainText(pt('Free'))

    const customerContext = await browser.newContext()
    const customer = await customerContext.newPage()
    await newCustomer(customer, customerContext.request)
    await customer.goto('/user/marketing')
    const card = customer.getByTestId('product').filter({ hasText: name })
    await expect(card.getByRole('heading', { name })).toBeVisible()
    await expect(card).toContainText('Praias, trilhas e mergulho')
    await expect(card.locator('img')).toBeVisible()
    const pdfHref = await card.getByRole('link', { name: 'PDF' }).getAttribute('href')
    const pdf = await request.get(pdfHref!)
    expect(pdf.headers()['content-type']).toBe('application/pdf')
    await customerContext.close()
  } finally {
    await deleteProductsNamed(request, name)
  }
})

test('a product someone ordered cannot be deleted; unchecking Active takes it off the products page', async ({ adminPage: page, request, browser }) => {
  const headers = await adminHeaders(request)
  const upload = async (kind: 'images' | 'pdfs', file: { name: string; mimeType: string; buffer: Buffer }) =>
    (await (await request.post(`/api/admin/uploads/${kind}`, { headers, multipart: { file } })).json()) as { image: unknown; key: string }
  const photo = await upload('images', { name: 'capa.jpg', mimeType: 'image/jpeg', buffer: await pictureBytes(800, 600) })
  const pdf = await upload('pdfs', { name: 'guia.pdf', mimeType: 'application/pdf', buffer: pdfBytes() })
  const name = `Guia de Salvador ${Date.now().toString(36)}`
  const created = await request.post('/api/admin/products', { headers, data: { name, photo: photo.image, pdfKey: pdf.key, priceCents: '24,90' } })
  expect(created.status(), await created.text()).toBe(201)
  const product = (await created.json()) as AdminProduct

  const customerContext = await browser.newContext()
  const customerPage = await customerContext.newPage()
  const customer = await newCustomer(customerPage, customerContext.request)
  const order = await customerContext.request.post('/api/orders', {
    headers: { Authorization: `Bearer ${customer.token}`, 'Idempotency-Key': crypto.randomUUID() },
    data: buildOrderBody({ productId: product.id }),
  })
  expect(order.status(), await order.text()).toBe(201)

  await page.goto(`/admin/products?q=${encodeURIComponent(name)}`)
  const row = page
    .getByRole('table', { name: pt('Products') })
    .getByRole('row')
    .filter({ hasText: name })
  await expect(row.getByRole('button', { name: pt('Delete') })).toBeDisabled()
  expect((await request.delete(`/api/admin/products/${product.id}`, { headers })).status()).toBe(409)

  await row.getByRole('button', { name: pt('Edit') }).click()
  const form = page.getByRole('form', { name: pt('Edit product') })
  await form.getByText(pt('Active (shown on the marketing page)')).click()
  await form.getByRole('button', { name: pt('Save') }).click()
  await expect(page.getByText(pt('Product updated'))).toBeVisible()
  await expect(row).toContainText(pt('Inactive'))

  await customerPage.goto('/user/marketing')
  await expect(customerPage.getByTestId('product').first()).toBeVisible()
  await expect(customerPage.getByTestId('product').filter({ hasText: name })).toHaveCount(0)
  await customerContext.close()
})
