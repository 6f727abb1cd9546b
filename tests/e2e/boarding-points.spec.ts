import type { Page } from '@playwright/test'
import { externalPostCheckoutPath } from '../../src/domain/payment-link.ts'
import type { SeatMap } from '../../src/domain/road.ts'
import { newAgency } from './fixtures/agency.ts'
import { pt } from './fixtures/catalog.ts'
import { expectNoSeriousViolations, payInSandbox, placeOrder, tripWithSeats, type TripForSale } from './fixtures/checkout.ts'
import { sidewaysOverflow } from './fixtures/layout.ts'
import { createLink, guestPage, placeGuestOrder } from './fixtures/payment-links.ts'
import { expect, test } from './fixtures/test.ts'

/** The demo's road trip with boarding points (Holambra: São Paulo, Jundiaí, Campinas; two buses). */
const tripWithBoardingPoints = (request: Parameters<typeof tripWithSeats>[0]) => tripWithSeats(request, (trip) => trip.boardingPoints.length > 1)

/** "Jundiaí — Rodoviária…, 11/09/2027 07:20" as the select's option says it (the bus's time, São Paulo's clock). */
const optionText = (trip: TripForSale, index: number) => {
  const point = trip.boardingPoints[index]!
  const at = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' }).format(new Date(point.at))
  return `${point.city} — ${point.place}, ${at}`
}

/** Fills a name for each traveller and a boarding point for those given one (by the point's index). */
async function fillTravellers(page: Page, trip: TripForSale, travellers: { name: string; point?: number }[]) {
  for (const [position, traveller] of travellers.entries()) {
    const fieldset = page.getByTestId('traveller-fieldset').nth(position)
    await fieldset.getByLabel(pt('Full name')).fill(traveller.name)
    if (traveller.point !== undefined) await fieldset.getByLabel(pt('Boarding point')).selectOption({ label: optionText(trip, traveller.point) })
  }
  await page.getByRole('button', { name: pt('Save travellers') }).click()
}

const boardingPointOf = (page: Page, position: number) => page.getByTestId('traveller-fieldset').nth(position).getByLabel(pt('Boarding point'))

test('on a trip with boarding points the buyer chooses one per traveller: a traveller without one is refused on its field, the choice is saved and found after a reload with the seat', async ({
  customerPage: page,
  request,
  customer,
}) => {
  const trip = await tripWithBoardingPoints(request)
  const order = await placeOrder(request, customer.token, { item: { tripId: trip.id, optionId: trip.options[0]!.id, people: 2 }, payment: { method: 'pix' } })
  // A free seat of the emptier bus for the second traveller, chosen through the API (seat-map.spec.ts picks them on the map).
  const map = (await (await request.get(`/api/trips/${trip.slug}/seats`)).json()) as SeatMap
  const bus = map.vehicles.at(-1)!
  const seat = bus.seats.filter((candidate) => candidate.status === 'free').at(-1)!
  const seated = await request.put(`/api/me/orders/${order.code}/seats`, {
    data: { seats: [{ traveller: 1, vehicleId: bus.id, number: seat.number }] },
    headers: { Authorization: `Bearer ${customer.token}` },
  })
  expect(seated.status(), await seated.text()).toBe(200)

  await page.goto(`/user/myAcquired?order=${order.code}`)
  await expect(boardingPointOf(page, 0)).toHaveValue('')
  const options = boardingPointOf(page, 0).getByRole('option')
  await expect(options).toHaveText([pt('Choose where to board'), ...trip.boardingPoints.map((_, index) => optionText(trip, index))])
  await expect(page.getByTestId('traveller-fieldset').nth(1).getByTestId('traveller-seat')).toHaveText(
    pt('Seat {number}, {vehicle}').replace('{number}', String(seat.number)).replace('{vehicle}', bus.name),
  )

  await fillTravellers(page, trip, [{ name: 'Ana Embarque', point: 1 }, { name: 'Bia Embarque' }])
  const second = page.getByTestId('traveller-fieldset').nth(1)
  await expect(second.getByText(pt('This field is required'))).toBeVisible()
  await expect(boardingPointOf(page, 1)).toBeFocused()
  await expectNoSeriousViolations(page)

  await boardingPointOf(page, 1).selectOption({ label: optionText(trip, 2) })
  await page.getByRole('button', { name: pt('Save travellers') }).click()
  await expect(second.getByText(pt('This field is required'))).toHaveCount(0)
  await expect(page.getByText(pt('Travellers saved'))).toBeVisible()

  await page.reload()
  await expect(boardingPointOf(page, 0)).toHaveValue(String(trip.boardingPoints[1]!.id))
  await expect(boardingPointOf(page, 1)).toHaveValue(String(trip.boardingPoints[2]!.id))
  await expect(page.getByTestId('traveller-fieldset').nth(1).getByLabel(pt('Full name'))).toHaveValue('Bia Embarque')
  await expect(page.getByTestId('traveller-fieldset').nth(1).getByTestId('traveller-seat')).toBeVisible()
})

test("a payment link's guest chooses the boarding points on a 390 px phone, and finds them after a reload and on the voucher", async ({ browser, request }) => {
  const trip = await tripWithBoardingPoints(request)
  const link = await createLink(request, await newAgency(request), { item: { tripId: trip.id, optionId: trip.options[0]!.id, people: 2 } })
  const order = await placeGuestOrder(request, link)
  await payInSandbox(request, order.code)

  const { page, expectNoErrors } = await guestPage(browser, { phone: true })
  await page.goto(externalPostCheckoutPath(order.code, order.accessToken))
  await fillTravellers(page, trip, [
    { name: 'Rosa Convidada', point: 0 },
    { name: 'Tito Convidado', point: 0 },
  ])
  await expect(page.getByText(pt('Travellers saved'))).toBeVisible()
  expect(await sidewaysOverflow(page)).toBe('')
  await expectNoSeriousViolations(page)

  await page.reload()
  await expect(boardingPointOf(page, 0)).toHaveValue(String(trip.boardingPoints[0]!.id))
  await expect(boardingPointOf(page, 1)).toHaveValue(String(trip.boardingPoints[0]!.id))
  // The paid order's voucher says where each traveller boards.
  const places = page.getByTestId('voucher').getByTestId('traveller-place')
  await expect(places).toHaveText([0, 1].map(() => pt('Boards at {where}').replace('{where}', optionText(trip, 0))))
  expect(await sidewaysOverflow(page)).toBe('')
  await expectNoErrors()
})
