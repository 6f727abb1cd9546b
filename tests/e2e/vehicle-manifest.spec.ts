import { readFile } from 'node:fs/promises'
import type { AuditEntry } from '../../src/domain/audit.ts'
import type { Page as ListPage } from '../../src/domain/query-params.ts'
import type { SeatMap } from '../../src/domain/road.ts'
import { adminToken } from './fixtures/admin.ts'
import { pt } from './fixtures/catalog.ts'
import { expectNoSeriousViolations, tripWithSeats } from './fixtures/checkout.ts'
import { expect, test } from './fixtures/test.ts'

/* Issue 28: the admin downloads a bus's passenger list for the carrier, locks it, and unlocks it with a reason. */

test('on the trip’s page the admin downloads a bus’s list, locks it as sent to the carrier and unlocks it with a reason written to the history', async ({
  adminPage: page,
  request,
}) => {
  // The demo's road trip: its nearly full first bus has every sold seat complete, so it locks at once.
  const trip = await tripWithSeats(request, (candidate) => candidate.boardingPoints.length > 1)
  const bus = ((await (await request.get(`/api/trips/${trip.slug}/seats`)).json()) as SeatMap).vehicles[0]!
  await page.goto(`/admin/trips/manage?id=${trip.id}`)
  const section = page.getByTestId('vehicle-manifest').filter({ has: page.getByRole('heading', { name: bus.name }) })
  await expect(section.getByText(pt('Open'), { exact: true })).toBeVisible()

  const [csv] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: pt('Download CSV') }).click()])
  expect(csv.suggestedFilename()).toMatch(new RegExp(`^passageiros-${trip.slug}-.+\\.csv$`))
  const rows = (await readFile((await csv.path())!, 'utf8')).trimEnd().split('\r\n')
  expect(rows.length - 1).toBe(bus.seats.filter((seat) => seat.status === 'taken').length)

  await section.getByRole('button', { name: pt('Lock as sent to the carrier') }).click()
  await expect(section.getByText(pt('Locked on {lockedAt}').split('{')[0]!)).toBeVisible()
  await expectNoSeriousViolations(page)

  await section.getByRole('button', { name: pt('Unlock…') }).click()
  await section.getByRole('button', { name: pt('Unlock the list') }).click()
  await expect(section.getByText(pt('Say why the list is unlocked (3 to 500 characters)'))).toBeVisible()
  await section.getByLabel(pt('Why unlock it (goes to the history)')).fill('Troca de poltrona autorizada pela transportadora')
  await section.getByRole('button', { name: pt('Unlock the list') }).click()
  await expect(section.getByText(pt('Open'), { exact: true })).toBeVisible()

  const audit = await request.get(`/api/admin/audit?entity=trip&entityId=${trip.id}`, { headers: { Authorization: `Bearer ${await adminToken(request)}` } })
  const line = ((await audit.json()) as ListPage<AuditEntry>).items.find((entry) => entry.action === 'manifest_unlock')
  expect(line?.changes.reason).toEqual([null, 'Troca de poltrona autorizada pela transportadora'])
})
