import { readFile } from 'node:fs/promises'
import { expect, test } from './fixtures/test.ts'
import { pendingPixOrder, quietTrip } from './fixtures/admin-orders.ts'
import { pt } from './fixtures/catalog.ts'
import { payInSandbox } from './fixtures/checkout.ts'

test('CSV export of a manifest downloads one row per traveller, with the buyer on each', async ({ adminPage: page, request }) => {
  const trip = await quietTrip(request)
  const order = await pendingPixOrder(request, trip, 2)
  await payInSandbox(request, order.code)

  await page.goto('/admin/trips/buyers')
  await expect(page.getByText(pt('Choose a trip to see who paid for it.'))).toBeVisible()
  await page.getByLabel(pt('Trip')).selectOption({ value: String(trip.id) })
  await expect(page).toHaveURL(new RegExp(`tripId=${trip.id}`))
  const passengers = page.getByRole('table', { name: pt('Passengers') })
  await expect(passengers.getByRole('row').filter({ hasText: order.code })).toContainText('529.982.247-25')

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: pt('Export CSV') }).click()])
  expect(download.suggestedFilename()).toBe(`passageiros-${trip.slug}.csv`)
  const bytes = await readFile((await download.path())!)
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  const lines = bytes.subarray(3).toString('utf8').split('\r\n')
  expect(lines[0]).toMatch(/^Código;Passageiro;Nome;Documento;Número do documento;Data de nascimento;Menor;Dados faltando;Comprador;CPF do comprador;/)
  const rows = lines.filter((line) => line.startsWith(`${order.code};`)).map((line) => line.split(';'))
  expect(rows.map((cells) => cells[1])).toEqual(['1/2', '2/2'])
  for (const cells of rows) {
    expect(cells[7]).toBe('nome, documento, data de nascimento')
    expect(cells.slice(8, 10)).toEqual(['Maria da Silva', '529.982.247-25'])
    expect(cells[13]).toBe('2')
  }
})
