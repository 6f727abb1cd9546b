import type { Order } from '../../src/domain/order.ts'
import { adminHeaders } from './fixtures/admin.ts'
import { tripThroughApi } from './fixtures/admin-trips.ts'
import { pt } from './fixtures/catalog.ts'
import { brl, expectNoSeriousViolations } from './fixtures/checkout.ts'
import { sidewaysOverflow } from './fixtures/layout.ts'
import { expect, test } from './fixtures/test.ts'

/* Issue 28: the trip page's boarding points on a 390 px phone, and the point's extra price paid at checkout. */

const points = [
  { city: 'São Paulo', place: 'Terminal Rodoviário Tietê, plataforma 12, em frente à lanchonete', at: '2031-10-10T08:00:00.000Z' },
  { city: 'Campinas', place: 'Shopping Iguatemi, portão 3', at: '2031-10-10T09:10:00.000Z' },
  { city: 'Limeira', place: 'Posto Graal, km 138', at: '2031-10-10T09:50:00.000Z', extraCents: 2_500 },
]
const timeOf = (at: string) => new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' }).format(new Date(at))

test('on a 390 px phone the trip page lists its boarding points with their times and extra; the checkout charges the chosen point’s extra', async ({
  customerPage: page,
  customer,
  request,
}) => {
  const trip = await tripThroughApi(request, { options: [{ name: 'Individual', priceCents: 30_000, people: 1 }] })
  const saved = await request.put(`/api/admin/trips/${trip.id}/boarding-points`, { headers: await adminHeaders(request), data: { boardingPoints: points } })
  expect(saved.status(), await saved.text()).toBe(200)
  const [first] = ((await saved.json()) as { boardingPoints: { id: number }[] }).boardingPoints

  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto(`/trip/${trip.slug}`)
  const section = page.getByTestId('boarding-points')
  await expect(section.getByRole('heading', { name: pt('Boarding points') })).toBeVisible()
  const rows = section.getByTestId('boarding-point')
  await expect(rows).toHaveCount(3)
  for (const [index, point] of points.entries()) {
    await expect(rows.nth(index)).toContainText(point.city)
    await expect(rows.nth(index)).toContainText(point.place)
    await expect(rows.nth(index)).toContainText(timeOf(point.at))
  }
  const extra = pt('+ {extra} per person').replace('{extra}', brl(2_500))
  await expect(rows.nth(2)).toContainText(extra)
  await expect(section.getByText(extra)).toHaveCount(1)
  await rows.nth(0).scrollIntoViewIfNeeded()
  expect(await sidewaysOverflow(page)).toBe('')
  await expectNoSeriousViolations(page)

  // The checkout starts on the first point, at the option's price; Limeira adds its extra per person.
  await page.goto(`/user/checkout?trip=${trip.slug}&option=${trip.options[0]!.id}&people=2`)
  const point = page.getByRole('combobox', { name: pt('Boarding point') })
  await expect(point).toHaveValue(String(first!.id))
  await expect(page.getByTestId('order-total')).toHaveText(brl(60_000))
  await point.selectOption({ label: `Limeira — Posto Graal, km 138, ${timeOf(points[2]!.at)} (+ ${brl(2_500)})` })
  await expect(page.getByTestId('order-total')).toHaveText(brl(65_000))
  expect(await sidewaysOverflow(page)).toBe('')

  await page.getByRole('radio', { name: new RegExp(`^${pt('Pix')}`) }).check()
  await page.getByRole('button', { name: pt('Generate Pix code') }).click()
  await expect(page.getByRole('heading', { level: 1, name: pt('Order placed successfully') })).toBeVisible()
  const code = (await page.getByTestId('order-code').textContent())!.trim()
  const order = (await (await request.get(`/api/me/orders/${code}`, { headers: { Authorization: `Bearer ${customer.token}` } })).json()) as Order
  expect(order.amountCents).toBe(65_000)
})
