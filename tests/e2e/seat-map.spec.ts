import type { Page } from '@playwright/test'
import { externalPostCheckoutPath } from '../../src/domain/payment-link.ts'
import type { SeatMap, SeatMapSeat, SeatMapVehicle } from '../../src/domain/road.ts'
import { newAgency } from './fixtures/agency.ts'
import { pt } from './fixtures/catalog.ts'
import { expectNoSeriousViolations, payInSandbox, placeOrder, tripWithSeats, type TripForSale } from './fixtures/checkout.ts'
import { sidewaysOverflow } from './fixtures/layout.ts'
import { createLink, guestPage, placeGuestOrder } from './fixtures/payment-links.ts'
import { expect, test } from './fixtures/test.ts'

/* Issue 28: the seat map of a road trip's order, on a 390 px phone, by touch and by keyboard. */

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

/** The demo's road trip with buses (Holambra). */
const roadTrip = (request: Parameters<typeof tripWithSeats>[0]) => tripWithSeats(request, (trip) => trip.boardingPoints.length > 1)

async function seatMap(request: Parameters<typeof tripWithSeats>[0], trip: TripForSale): Promise<SeatMap> {
  const answer = await request.get(`/api/trips/${trip.slug}/seats`)
  expect(answer.status()).toBe(200)
  return (await answer.json()) as SeatMap
}

/** The bus with the most free seats, and free seats of it, from the back (tests running beside take from the back too, rarely the same). */
async function emptierBus(request: Parameters<typeof tripWithSeats>[0], trip: TripForSale) {
  const map = await seatMap(request, trip)
  const free = (vehicle: SeatMapVehicle) => vehicle.seats.filter((seat) => seat.status === 'free')
  const bus = [...map.vehicles].sort((a, b) => free(b).length - free(a).length)[0]!
  return { bus, free: free(bus).reverse() }
}

/** "Poltrona 14, janela, livre": the seat's accessible name, as the catalog words it. */
const seatName = (seat: Pick<SeatMapSeat, 'number' | 'window'>, state: string) =>
  pt('Seat {number}, {side}, {what}')
    .replace('{number}', String(seat.number))
    .replace('{side}', pt(seat.window ? 'window' : 'aisle'))
    .replace('{what}', state)
const chosenFor = (traveller: number) => pt('chosen for traveller {0}').replace('{0}', String(traveller))
const seatText = (number: number, bus: SeatMapVehicle) => pt('Seat {number}, {vehicle}').replace('{number}', String(number)).replace('{vehicle}', bus.name)
const seatButton = (page: Page, seat: SeatMapSeat, state: string) => page.getByTestId('seat-picker').getByRole('button', { name: seatName(seat, state), exact: true })

async function showBus(page: Page, bus: SeatMapVehicle) {
  await expect(page.getByTestId('seat-picker')).toBeVisible()
  await page.getByTestId('seat-vehicle').selectOption(String(bus.id))
}

test('the buyer taps a seat for each traveller and changes one; another buyer sees it taken, and a seat taken meanwhile is told and greyed', async ({
  customerPage: page,
  request,
  customer,
  browser,
}) => {
  const trip = await roadTrip(request)
  const { bus, free } = await emptierBus(request, trip)
  const [first, second, changed, raced] = free as [SeatMapSeat, SeatMapSeat, SeatMapSeat, SeatMapSeat]
  const order = await placeOrder(request, customer.token, { item: { tripId: trip.id, optionId: trip.options[0]!.id, people: 2 }, payment: { method: 'pix' } })

  await page.goto(`/user/myAcquired?order=${order.code}`)
  await showBus(page, bus)
  await expect(page.getByTestId('seat-current')).toHaveText(pt('No seat chosen yet'))
  await seatButton(page, first, pt('free')).tap()
  await expect(page.getByTestId('seat-current')).toHaveText(seatText(first.number, bus))
  await expect(seatButton(page, first, chosenFor(1))).toHaveAttribute('aria-pressed', 'true')

  await page.getByTestId('seat-traveller').selectOption('1')
  await seatButton(page, second, pt('free')).tap()
  await expect(page.getByTestId('seat-current')).toHaveText(seatText(second.number, bus))
  // Change the second traveller's seat: the first one chosen goes back on sale.
  await seatButton(page, changed, pt('free')).tap()
  await expect(seatButton(page, changed, chosenFor(2))).toHaveAttribute('aria-pressed', 'true')
  await expect(seatButton(page, second, pt('free'))).toBeVisible()
  await expect(page.getByTestId('traveller-seat')).toHaveText([seatText(first.number, bus), seatText(changed.number, bus)])
  expect(await sidewaysOverflow(page)).toBe('')
  await expectNoSeriousViolations(page)

  // Another buyer, a payment link's guest on their own phone, sees both seats taken and cannot pick them.
  const link = await createLink(request, await newAgency(request), { item: { tripId: trip.id, optionId: trip.options[0]!.id, people: 1 } })
  const guestOrder = await placeGuestOrder(request, link)
  await payInSandbox(request, guestOrder.code)
  const guest = await guestPage(browser, { phone: true })
  await guest.page.goto(externalPostCheckoutPath(guestOrder.code, guestOrder.accessToken))
  await expect(guest.page.getByTestId('seat-picker')).toBeVisible()
  await guest.page.getByTestId('seat-vehicle').selectOption(String(bus.id))
  const taken = seatButton(guest.page, changed, pt('taken'))
  await expect(taken).toHaveAttribute('aria-disabled', 'true')
  await taken.tap({ force: true })
  await expect(guest.page.getByTestId('seat-current')).toHaveText(pt('No seat chosen yet'))
  await expect(seatButton(guest.page, first, pt('taken'))).toBeVisible()
  // The guest takes a seat the buyer's page still shows free.
  await seatButton(guest.page, raced, pt('free')).tap()
  await expect(guest.page.getByTestId('seat-current')).toHaveText(seatText(raced.number, bus))
  await expectNoSeriousViolations(guest.page)
  await guest.expectNoErrors()

  await seatButton(page, raced, pt('free')).tap()
  await expect(page.getByRole('alert')).toHaveText(pt('Seat {seat} was just taken by another traveller; choose another').replace('{seat}', String(raced.number)))
  await expect(seatButton(page, raced, pt('taken'))).toHaveAttribute('aria-disabled', 'true')
  await expect(page.getByTestId('seat-current')).toHaveText(seatText(changed.number, bus))
})

test('a keyboard alone picks a seat: the deck is one stop of the tab order, the arrow keys walk it, Enter picks', async ({ customerPage: page, request, customer }) => {
  const trip = await roadTrip(request)
  const { bus } = await emptierBus(request, trip)
  const order = await placeOrder(request, customer.token, { item: { tripId: trip.id, optionId: trip.options[0]!.id, people: 1 }, payment: { method: 'pix' } })

  await page.goto(`/user/myAcquired?order=${order.code}`)
  await expect(page.getByTestId('seat-picker')).toBeVisible()
  // The vehicle is a native select (the browser's own keys); from it, Tab enters the deck on its first free seat.
  const vehicle = page.getByTestId('seat-vehicle')
  await vehicle.selectOption(String(bus.id))
  await vehicle.focus()
  await page.keyboard.press('Tab')
  const focused = page.locator('[data-seat]:focus')
  await expect(focused).toHaveCount(1)
  // From the back of the bus, walk forwards to the last free seat.
  await page.keyboard.press('End')
  for (let step = 0; step < 46 && (await focused.getAttribute('data-state')) !== 'free'; step++) await page.keyboard.press('ArrowLeft')
  await expect(focused).toHaveAttribute('data-state', 'free')
  const number = Number(await focused.getAttribute('data-seat'))
  await page.keyboard.press('Enter')
  await expect(page.getByTestId('seat-current')).toHaveText(seatText(number, bus))
  await expect(page.locator(`[data-seat="${number}"]`)).toHaveAttribute('aria-pressed', 'true')
  await expect(page.locator(`[data-seat="${number}"]`)).toBeFocused()
  // Up and down move across rows; Tab leaves the deck for the travellers' form.
  await page.keyboard.press('ArrowUp')
  await expect(focused).not.toHaveAttribute('data-seat', String(number))
  await page.keyboard.press('Tab')
  await expect(page.locator('[data-seat]:focus')).toHaveCount(0)
  await expect(page.getByTestId('i-am-travelling')).toBeFocused()
  await expectNoSeriousViolations(page)
})
