import type { OrderTravellers } from '../../src/domain/traveller.ts'
import { pt } from './fixtures/catalog.ts'
import { expectNoSeriousViolations, placeOrder, tripWithSeats } from './fixtures/checkout.ts'
import { expect, test } from './fixtures/test.ts'

/** A departure at least a week away, so the travellers' deadline (48 h before) is still ahead. */
const weekAhead = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)

test('the buyer fills the travellers of an order ("I\'m travelling" for the first), sees a minor flagged, and finds them complete after a reload', async ({
  customerPage: page,
  request,
  customer,
}) => {
  const trip = await tripWithSeats(request, (candidate) => candidate.checkIn > weekAhead)
  const order = await placeOrder(request, customer.token, { item: { tripId: trip.id, optionId: trip.options[0]!.id, people: 2 }, payment: { method: 'pix' } })

  await page.goto(`/user/myAcquired?order=${order.code}`)
  const state = page.getByTestId('travellers-state')
  await expect(state).toHaveAttribute('data-complete', '0')
  await expect(state).toContainText(pt('Missing data'))

  const [first, second] = [page.getByTestId('traveller-fieldset').nth(0), page.getByTestId('traveller-fieldset').nth(1)]
  await page.getByTestId('i-am-travelling').click()
  await expect(first.getByLabel(pt('Full name'))).toHaveValue(`${customer.firstName} ${customer.lastName}`)
  await expect(first.getByLabel(pt('CPF'))).toHaveValue(customer.cpf)

  await second.getByLabel(pt('Full name')).fill('Luca Menor')
  await second.getByLabel(pt('CPF')).fill('123.456.789-00')
  await second.getByLabel(pt('Date of birth')).fill('10/01/2015')
  await page.getByRole('button', { name: pt('Save travellers') }).click()
  await expect(second.getByText(pt('Invalid CPF'))).toBeVisible()
  await expect(second.getByLabel(pt('CPF'))).toBeFocused()

  await second.getByLabel(pt('CPF')).fill('390.533.447-05')
  await page.getByRole('button', { name: pt('Save travellers') }).click()
  await expect(state).toHaveAttribute('data-complete', '2')
  await expect(state).not.toContainText(pt('Missing data'))
  await expect(second.getByText(pt('Under 18 on the departure day'))).toBeVisible()
  await expect(first.getByText(pt('Under 18 on the departure day'))).toHaveCount(0)
  await expectNoSeriousViolations(page)

  await page.reload()
  await expect(page.getByTestId('travellers-state')).toHaveAttribute('data-complete', '2')
  await expect(page.getByTestId('traveller-fieldset').nth(1).getByLabel(pt('Full name'))).toHaveValue('Luca Menor')
  await expect(page.getByTestId('traveller-fieldset').nth(1).getByText(pt('Under 18 on the departure day'))).toBeVisible()
})

test('a traveller on an RG: the form asks for the issuing state once the number is given, and keeps both', async ({ customerPage: page, request, customer }) => {
  const trip = await tripWithSeats(request, (candidate) => candidate.checkIn > weekAhead)
  const order = await placeOrder(request, customer.token, { item: { tripId: trip.id, optionId: trip.options[0]!.id, people: 1 }, payment: { method: 'pix' } })

  await page.goto(`/user/myAcquired?order=${order.code}`)
  const traveller = page.getByTestId('traveller-fieldset').first()
  await traveller.getByLabel(pt('Full name')).fill('Carla Dias')
  await traveller.getByLabel(pt('Document')).selectOption('rg')
  await traveller.getByLabel(pt('RG number')).fill('12.345.678-x')
  await traveller.getByLabel(pt('Date of birth')).fill('10/04/1992')
  await page.getByRole('button', { name: pt('Save travellers') }).click()
  await expect(traveller.getByText(pt('This field is required'))).toBeVisible()
  await expect(page.getByTestId('travellers-state')).toHaveAttribute('data-complete', '0')

  await traveller.getByLabel(pt('Issuing state')).selectOption('MG')
  await page.getByRole('button', { name: pt('Save travellers') }).click()
  await expect(page.getByTestId('travellers-state')).toHaveAttribute('data-complete', '1')
  const saved = await request.get(`/api/me/orders/${order.code}/travellers`, { headers: { Authorization: `Bearer ${customer.token}` } })
  expect(((await saved.json()) as OrderTravellers).travellers[0]!.document).toEqual({ kind: 'rg', number: '12345678X', state: 'MG' })
  await expectNoSeriousViolations(page)

  await page.reload()
  const again = page.getByTestId('traveller-fieldset').first()
  await expect(again.getByLabel(pt('RG number'))).toHaveValue('12345678X')
  await expect(again.getByLabel(pt('Issuing state'))).toHaveValue('MG')
})
