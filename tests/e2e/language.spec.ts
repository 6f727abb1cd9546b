import type { Page } from '@playwright/test'
import { tripDateRangeText } from '../../src/domain/trip-dates.ts'
import { pt } from './fixtures/catalog.ts'
import { placeOrder, tripWithSeats } from './fixtures/checkout.ts'
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

const inEnglish = (page: Page) => page.addInitScript(() => localStorage.setItem('locale', 'en'))

test('in English a trip card, the trip page and the voucher write their dates in English', async ({ customerPage: page, request, customer }) => {
  const trip = await tripWithSeats(request)
  const option = trip.options[0]!
  const paid = await placeOrder(request, customer.token, {
    item: { tripId: trip.id, optionId: option.id, people: 2 },
    payment: { method: 'card', installments: 1 },
    cardNumber: '4111111111111111',
  })
  const dates = tripDateRangeText(trip.checkIn, trip.checkOut, 'en')
  expect(dates).toMatch(/^[A-Z][a-z]+ \d/)
  await inEnglish(page)

  await page.goto(`/trips?q=${encodeURIComponent(trip.name)}`)
  await expect(page.getByTestId('trip-card').filter({ hasText: trip.name }).first()).toContainText(dates)
  await page.goto(`/trip/${trip.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: trip.name })).toBeVisible()
  await expect(page.getByText(dates, { exact: true })).toBeVisible()
  await page.goto(`/user/myAcquired?order=${paid.code}`)
  await expect(page.getByTestId('voucher')).toContainText(`${option.name} · ${dates} · 2 people`)
})

test("in English an admin's date field reads and writes mm/dd/yyyy, whatever the browser's own language", async ({ adminPage: page }) => {
  await inEnglish(page)
  await page.goto('/admin/trips')
  await page.getByRole('link', { name: 'New trip' }).click()
  await expect(page.getByRole('form', { name: 'New trip' }).getByLabel('Check-in')).toBeVisible()
  // Found by its name: its label changes with the language.
  const checkIn = page.locator('input[name="checkIn"]')
  await expect(checkIn).toHaveAttribute('placeholder', 'mm/dd/yyyy')
  await checkIn.fill('08102031')
  await expect(checkIn).toHaveValue('08/10/2031')
  await page.getByRole('button', { name: 'Português' }).click()
  await expect(checkIn).toHaveValue('10/08/2031')
  await expect(checkIn).toHaveAttribute('placeholder', pt('dd') + '/' + pt('mm') + '/' + pt('yyyy'))
})
