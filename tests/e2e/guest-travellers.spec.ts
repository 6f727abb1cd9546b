import { externalPostCheckoutPath } from '../../src/domain/payment-link.ts'
import { newAgency } from './fixtures/agency.ts'
import { pt } from './fixtures/catalog.ts'
import { expectNoSeriousViolations, payInSandbox, tripWithSeats } from './fixtures/checkout.ts'
import { createLink, guestPage, placeGuestOrder } from './fixtures/payment-links.ts'
import { expect, test } from './fixtures/test.ts'

/** A departure at least a week away, so the travellers' deadline (48 h before) is still ahead. */
const weekAhead = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)

test("a payment link's guest fills the travellers on their order page, finds them complete after a reload, and the admin's passenger list shows them", async ({
  browser,
  request,
  adminPage,
}) => {
  const trip = await tripWithSeats(request, (candidate) => candidate.checkIn > weekAhead)
  const link = await createLink(request, await newAgency(request), { item: { tripId: trip.id, optionId: trip.options[0]!.id, people: 2 } })
  const order = await placeGuestOrder(request, link)
  await payInSandbox(request, order.code)

  const { page, expectNoErrors } = await guestPage(browser)
  await page.goto(externalPostCheckoutPath(order.code, order.accessToken))
  const state = page.getByTestId('travellers-state')
  await expect(state).toHaveAttribute('data-complete', '0')
  await expect(state).toContainText(pt('Missing data'))
  await expect(page.getByTestId('travellers-panel')).toContainText(pt('You can fill in and change the travellers until {until}.').replace(' {until}.', ''))
  // No account: nothing to fill in from.
  await expect(page.getByTestId('i-am-travelling')).toHaveCount(0)

  const [first, second] = [page.getByTestId('traveller-fieldset').nth(0), page.getByTestId('traveller-fieldset').nth(1)]
  await first.getByLabel(pt('Full name')).fill('Rosa Convidada')
  await first.getByLabel(pt('CPF')).fill('390.533.447-05')
  await first.getByLabel(pt('Date of birth')).fill('20/01/1985')
  await second.getByLabel(pt('Full name')).fill('Tito Convidado')
  await second.getByLabel(pt('CPF')).fill('529.982.247-25')
  await second.getByLabel(pt('Date of birth')).fill('10/01/2015')
  await page.getByRole('button', { name: pt('Save travellers') }).click()
  await expect(state).toHaveAttribute('data-complete', '2')
  await expect(second.getByText(pt('Under 18 on the departure day'))).toBeVisible()
  await expectNoSeriousViolations(page)

  await page.reload()
  await expect(page.getByTestId('travellers-state')).toHaveAttribute('data-complete', '2')
  await expect(page.getByTestId('traveller-fieldset').nth(0).getByLabel(pt('Full name'))).toHaveValue('Rosa Convidada')
  await expect(page.getByTestId('traveller-fieldset').nth(1).getByText(pt('Under 18 on the departure day'))).toBeVisible()
  await expectNoErrors()

  await adminPage.goto(`/admin/trips/buyers?tripId=${trip.id}&view=passengers`)
  const rows = adminPage
    .getByRole('table', { name: pt('Passengers') })
    .getByRole('row')
    .filter({ hasText: order.code })
  await expect(rows).toHaveCount(2)
  await expect(rows.first()).toContainText('Rosa Convidada')
  await expect(rows.nth(1)).toContainText('Tito Convidado')
  await expect(rows.nth(1)).toContainText(pt('Minor'))
})
