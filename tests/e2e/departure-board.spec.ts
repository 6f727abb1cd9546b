import { readFile } from 'node:fs/promises'
import type { APIRequestContext, Locator, Page } from '@playwright/test'
import type { AdminTrip } from '../../src/domain/admin/trip/trip.ts'
import type { BoardingReport } from '../../src/domain/boarding-report.ts'
import { adminHeaders } from './fixtures/admin.ts'
import { tripThroughApi } from './fixtures/admin-trips.ts'
import { pt } from './fixtures/catalog.ts'
import { sidewaysOverflow } from './fixtures/layout.ts'
import { expectNoSeriousViolations, payInSandbox, placeOrder } from './fixtures/checkout.ts'
import { customerAccount } from './fixtures/customer.ts'
import { pdfPageTexts } from '../support/pdf-text.ts'
import { expect, test } from './fixtures/test.ts'

/* Issue 28: the admin's departure board of a road trip: who sits where, who lacks a seat, a move to another bus, the boarding report to print. */

/** A road trip of its own (no other test moves its seats): two points, two vans (seat 1 the guide's). */
async function roadTrip(request: APIRequestContext): Promise<AdminTrip> {
  const trip = await tripThroughApi(request, { options: [{ name: 'Individual', priceCents: 50_000, people: 1 }] })
  const headers = await adminHeaders(request)
  const points = await request.put(`/api/admin/trips/${trip.id}/boarding-points`, {
    headers,
    data: {
      boardingPoints: [
        { city: 'São Paulo', place: 'Terminal Tietê', at: '2031-10-10T08:00:00.000Z' },
        { city: 'Campinas', place: 'Shopping Iguatemi', at: '2031-10-10T09:10:00.000Z' },
      ],
    },
  })
  expect(points.status(), await points.text()).toBe(200)
  const vehicles = await request.put(`/api/admin/trips/${trip.id}/vehicles`, {
    headers,
    data: {
      vehicles: [
        { name: 'Van Azul', layout: 'van-15', blockedSeats: [1] },
        { name: 'Van Verde', layout: 'van-15', blockedSeats: [1] },
      ],
    },
  })
  expect(vehicles.status(), await vehicles.text()).toBe(200)
  return (await vehicles.json()) as AdminTrip
}

/** A paid order of two on the trip: Ana (a passport, seat 4 of the first van, the first point) and Bruno, a minor without a seat. */
async function paidFamily(request: APIRequestContext, trip: AdminTrip) {
  const [blue] = trip.vehicles
  const customer = await customerAccount(request, { withAddress: false })
  const family = await placeOrder(request, customer.token, { item: { tripId: trip.id, optionId: trip.options[0]!.id, people: 2 }, payment: { method: 'pix' } })
  const saved = await request.put(`/api/me/orders/${family.code}/travellers`, {
    headers: { Authorization: `Bearer ${customer.token}` },
    data: {
      travellers: [
        {
          name: 'Ana Souza',
          document: { kind: 'passport', number: 'BR112233' },
          birthDate: '1990-05-31',
          boardingPointId: trip.boardingPoints[0]!.id,
          seat: { vehicleId: blue!.id, number: 4 },
        },
        { name: 'Bruno Souza', document: { kind: 'passport', number: 'BR445566' }, birthDate: '2016-01-20', boardingPointId: trip.boardingPoints[1]!.id },
      ],
    },
  })
  expect(saved.status(), await saved.text()).toBe(200)
  await payInSandbox(request, family.code)
  return family
}

test('the admin sees who sits where on each van, moves a traveller to the other van, and prints the boarding report', async ({ adminPage: page, request }) => {
  const trip = await roadTrip(request)
  const [, green] = trip.vehicles
  const family = await paidFamily(request, trip)

  await page.goto(`/admin/trips/buyers?tripId=${trip.id}`)
  await page.getByRole('button', { name: pt('Boarding') }).click()
  await expect(page).toHaveURL(/view=board/)
  const board = page.getByTestId('board')
  const blueVan = board.getByTestId('board-vehicle').filter({ has: page.getByRole('heading', { name: 'Van Azul' }) })
  await expect(blueVan.locator('[data-seat="4"]')).toHaveAttribute('data-state', 'seated')
  await expect(blueVan.locator('[data-seat="4"]')).toContainText('Ana Souza')
  await expect(board.getByTestId('without-seat')).toContainText('Bruno Souza')
  await expect(board.getByTestId('without-seat')).toContainText(pt('minor'))
  await expectNoSeriousViolations(page)

  const move = board.getByTestId('seat-move')
  await move.getByLabel(pt('Traveller')).selectOption({ label: `Bruno Souza (${family.code}) · ${pt('no seat')}` })
  await move.getByLabel(pt('Vehicle')).selectOption(String(green!.id))
  await move.getByLabel(pt('Free seat')).selectOption('7')
  await move.getByRole('button', { name: pt('Move'), exact: true }).click()
  const greenSeat = board
    .getByTestId('board-vehicle')
    .filter({ has: page.getByRole('heading', { name: 'Van Verde' }) })
    .locator('[data-seat="7"]')
  await expect(greenSeat).toHaveAttribute('data-state', 'seated')
  await expect(greenSeat).toContainText('Bruno Souza')
  await expect(greenSeat).toContainText(pt('minor'))
  await expect(board.getByTestId('without-seat')).toHaveText(pt('Every traveller has a seat.'))

  const [download] = await Promise.all([page.waitForEvent('download'), board.getByRole('button', { name: pt('Download PDF') }).click()])
  expect(download.suggestedFilename()).toBe(`embarque-${trip.slug}.pdf`)
  const texts = (await pdfPageTexts(new Uint8Array(await readFile((await download.path())!)))).flat()
  expect(texts).toEqual(expect.arrayContaining(['Relatório de embarque', 'Ana Souza', 'Bruno Souza', '7 · Van Verde']))
})

/** Presses the mouse on `from`, moves it in steps onto `to` (which must show it takes the drop) and lets go. */
async function dragWithMouse(page: Page, from: Locator, to: Locator) {
  const start = (await from.boundingBox())!
  const end = (await to.boundingBox())!
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2)
  await page.mouse.down()
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 12 })
  await expect(to).toHaveAttribute('data-drop-over', '')
  await expect(page.getByTestId('drag-ghost')).toBeVisible()
  await page.mouse.up()
}

/** Where the server seats each traveller of an order, by name. */
async function seatsOnServer(request: APIRequestContext, tripId: number, orderCode: string) {
  const answer = await request.get(`/api/admin/trips/${tripId}/boarding-report`, { headers: await adminHeaders(request) })
  expect(answer.status()).toBe(200)
  const board = (await answer.json()) as BoardingReport
  const travellers = [...board.points.flatMap((point) => point.travellers), ...board.withoutPoint].filter((each) => each.orderCode === orderCode)
  return Object.fromEntries(travellers.map((each) => [each.data.name, each.seat && { vehicleId: each.seat.vehicleId, number: each.seat.number }]))
}

test('the admin drags a seated traveller onto the other van and one without a seat onto a free seat, with the mouse', async ({ adminPage: page, request }) => {
  const trip = await roadTrip(request)
  const [blue, green] = trip.vehicles
  const family = await paidFamily(request, trip)
  await page.setViewportSize({ width: 1280, height: 1100 })

  await page.goto(`/admin/trips/buyers?tripId=${trip.id}&view=board`)
  const board = page.getByTestId('board')
  const van = (name: string) => board.getByTestId('board-vehicle').filter({ has: page.getByRole('heading', { name }) })
  await expect(van('Van Azul').locator('[data-seat="4"]')).toContainText('Ana Souza')

  await dragWithMouse(page, van('Van Azul').locator('[data-seat="4"]'), van('Van Verde').locator('[data-seat="9"]'))
  await expect(van('Van Verde').locator('[data-seat="9"]')).toContainText('Ana Souza')
  await expect(van('Van Azul').locator('[data-seat="4"]')).toHaveAttribute('data-state', 'free')
  expect(await seatsOnServer(request, trip.id, family.code)).toEqual({ 'Ana Souza': { vehicleId: green!.id, number: 9 }, 'Bruno Souza': null })

  await dragWithMouse(page, board.getByTestId('without-seat').getByText('Bruno Souza'), van('Van Azul').locator('[data-seat="5"]'))
  await expect(van('Van Azul').locator('[data-seat="5"]')).toContainText('Bruno Souza')
  await expect(board.getByTestId('without-seat')).toHaveText(pt('Every traveller has a seat.'))
  expect(await seatsOnServer(request, trip.id, family.code)).toEqual({ 'Ana Souza': { vehicleId: green!.id, number: 9 }, 'Bruno Souza': { vehicleId: blue!.id, number: 5 } })
})

/** A finger pressing `from`, sliding onto `to` and lifting (touch events through the DevTools protocol: Playwright's touchscreen only taps). */
async function dragWithFinger(page: Page, from: Locator, to: Locator) {
  const cdp = await page.context().newCDPSession(page)
  const centre = async (locator: Locator) => {
    const box = (await locator.boundingBox())!
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  }
  const start = await centre(from)
  const end = await centre(to)
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [start] })
  for (let step = 1; step <= 12; step++)
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: start.x + ((end.x - start.x) * step) / 12, y: start.y + ((end.y - start.y) * step) / 12 }],
    })
  await expect(to).toHaveAttribute('data-drop-over', '')
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
}

test.describe('on a phone', () => {
  test.use({ hasTouch: true, viewport: { width: 390, height: 844 } })
  test('the board fits the screen and a finger drags a traveller onto a free seat', async ({ adminPage: page, request }) => {
    const trip = await roadTrip(request)
    const [blue] = trip.vehicles
    const family = await paidFamily(request, trip)

    await page.goto(`/admin/trips/buyers?tripId=${trip.id}&view=board`)
    const van = page.getByTestId('board-vehicle').filter({ has: page.getByRole('heading', { name: 'Van Azul' }) })
    await expect(van.locator('[data-seat="4"]')).toContainText('Ana Souza')
    expect(await sidewaysOverflow(page)).toBe('')

    // The deck is wider than the phone and scrolls sideways: the finger drops on a free seat in sight of Ana's.
    await van.locator('[data-seat="4"]').scrollIntoViewIfNeeded()
    const inSight = await van
      .locator('[data-state="free"]')
      .evaluateAll((seats) =>
        seats
          .filter((seat) => seat.getBoundingClientRect().left >= 0 && seat.getBoundingClientRect().right <= window.innerWidth)
          .map((seat) => Number((seat as HTMLElement).dataset.seat)),
      )
    const target = inSight[0]!
    await dragWithFinger(page, van.locator('[data-seat="4"]'), van.locator(`[data-seat="${target}"]`))
    await expect(van.locator(`[data-seat="${target}"]`)).toContainText('Ana Souza')
    expect((await seatsOnServer(request, trip.id, family.code))['Ana Souza']).toEqual({ vehicleId: blue!.id, number: target })
  })
})
