import { readFile } from 'node:fs/promises'
import type { APIRequestContext } from '@playwright/test'
import type { AdminTrip } from '../../src/domain/admin/trip/trip.ts'
import type { RoomingList } from '../../src/domain/rooming.ts'
import { adminHeaders } from './fixtures/admin.ts'
import { tripThroughApi } from './fixtures/admin-trips.ts'
import { pt } from './fixtures/catalog.ts'
import { expectNoSeriousViolations, payInSandbox, placeOrder } from './fixtures/checkout.ts'
import { customerAccount } from './fixtures/customer.ts'
import { expect, test } from './fixtures/test.ts'

/* Issue 28: the admin's rooming list of a hotel package (regroup, CSV), and the trip's lists of a trip without buses nor buyers. */

/** A paid order of one traveller named `name` for the trip's first option (its doubles). */
async function paidAlone(request: APIRequestContext, trip: AdminTrip, name: string) {
  const customer = await customerAccount(request, { withAddress: false })
  const order = await placeOrder(request, customer.token, { item: { tripId: trip.id, optionId: trip.options[0]!.id, people: 1 }, payment: { method: 'pix' } })
  const saved = await request.put(`/api/me/orders/${order.code}/travellers`, {
    headers: { Authorization: `Bearer ${customer.token}` },
    data: { travellers: [{ name, document: { kind: 'rg', number: '23.456.789-1', state: 'SP' }, birthDate: '1988-02-14' }] },
  })
  expect(saved.status(), await saved.text()).toBe(200)
  await payInSandbox(request, order.code)
  return order.code
}

test('the admin puts two buyers travelling alone in one double room and downloads the rooming list', async ({ adminPage: page, request }) => {
  const trip = await tripThroughApi(request, {
    hotel: 'Pousada Aconchego',
    options: [
      { name: 'Apartamento duplo', priceCents: 90_000, people: 2 },
      { name: 'Apartamento individual', priceCents: 150_000, people: 1 },
    ],
  })
  const marta = await paidAlone(request, trip, 'Marta Reis')
  const lia = await paidAlone(request, trip, 'Lia Campos')

  await page.goto(`/admin/trips/buyers?tripId=${trip.id}`)
  await page.getByRole('button', { name: pt('Rooms') }).click()
  await expect(page).toHaveURL(/view=rooming/)
  const rooming = page.getByTestId('rooming')
  await expect(rooming).toContainText('Pousada Aconchego')
  // Each order in a room of its own: strangers are never paired by the list itself.
  await expect(rooming.getByTestId('room')).toHaveCount(2)
  await expect(rooming.getByTestId('room').filter({ hasText: 'Marta Reis' })).toContainText('1/2')
  await expectNoSeriousViolations(page)

  const martaRoom = (await rooming.getByTestId('room').filter({ hasText: 'Marta Reis' }).textContent())!.match(/\d+/)![0]
  await rooming.getByLabel(pt('Move {name} to').replace('{name}', 'Lia Campos')).selectOption(`room:${martaRoom}`)
  await expect(rooming.getByTestId('room')).toHaveCount(1)
  const shared = rooming.getByTestId('room').first()
  await expect(shared).toContainText('Marta Reis')
  await expect(shared).toContainText('Lia Campos')
  await expect(shared).toContainText('2/2')
  const list = await request.get(`/api/admin/trips/${trip.id}/rooming`, { headers: await adminHeaders(request) })
  const rooms = ((await list.json()) as RoomingList).rooms
  expect(rooms.map((room) => room.guests.map((guest) => guest.orderCode).sort())).toEqual([[marta, lia].sort()])

  const [download] = await Promise.all([page.waitForEvent('download'), rooming.getByRole('button', { name: pt('Export CSV') }).click()])
  expect(download.suggestedFilename()).toBe(`quartos-${trip.slug}.csv`)
  const lines = (await readFile((await download.path())!, 'utf8'))
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
  expect(lines[0]!.startsWith('Quarto;Acomodação;Ocupação;Nome;Documento')).toBe(true)
  expect(lines.slice(1).map((line) => line.split(';').slice(0, 5))).toEqual([
    ['1', 'Apartamento duplo', '2', 'Marta Reis', 'RG'],
    ['1', 'Apartamento duplo', '2', 'Lia Campos', 'RG'],
  ])
})

test('a trip without buses, hotel or buyers: the departure board and the rooms say so instead of drawing nothing', async ({ adminPage: page, request }) => {
  const trip = await tripThroughApi(request, { hotel: '' })

  await page.goto(`/admin/trips/buyers?tripId=${trip.id}&view=board`)
  const board = page.getByTestId('board')
  await expect(board.getByTestId('board-no-vehicles')).toHaveText(
    pt("This trip has no vehicles: it sells places, not seats. Add its buses on the trip's page to seat its travellers."),
  )
  await expect(board.getByTestId('board-vehicle')).toHaveCount(0)
  await expect(board.getByTestId('without-point')).toHaveText(pt('No paid order yet.'))
  await expectNoSeriousViolations(page)

  await page.getByRole('button', { name: pt('Rooms') }).click()
  const rooming = page.getByTestId('rooming')
  await expect(rooming).toContainText(pt('This trip names no hotel'))
  await expect(rooming).toContainText(pt('No paid order yet: nobody to put in a room.'))
  await expect(rooming.getByTestId('room')).toHaveCount(0)
  await expectNoSeriousViolations(page)
})
