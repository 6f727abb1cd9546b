import type { AdminTrip } from '../../src/domain/admin/trip/trip.ts'
import type { Trip } from '../../src/domain/trip.ts'
import { adminHeaders, adminToken } from './fixtures/admin.ts'
import { picturesOnDisk, tripThroughApi } from './fixtures/admin-trips.ts'
import { pt } from './fixtures/catalog.ts'
import { brl, placeOrder } from './fixtures/checkout.ts'
import { expect, test } from './fixtures/test.ts'

test('an admin creates a trip with two options, three days and two images, and a customer finds it as it was made', async ({ adminPage: page, browser }) => {
  // A long flow through two browsers: uploads, a form of many sections, then the public pages.
  test.slow()
  const name = `Serra Gaúcha ${Date.now().toString(36)}`
  await page.goto('/admin/trips')
  await page.getByRole('link', { name: pt('New trip') }).click()
  const form = page.getByRole('form', { name: pt('New trip') })

  const basics = form.getByRole('region', { name: pt('Trip'), exact: true })
  await basics.getByLabel(pt('Name'), { exact: false }).fill(name)
  await basics.getByLabel(pt('Classification')).selectOption({ label: pt('National') })
  await basics.getByLabel(pt('Check-in')).fill('10/08/2031')
  await basics.getByLabel(pt('Check-out')).fill('12/08/2031')
  await basics.getByLabel(pt('Destination')).fill('Gramado, RS')
  await basics.getByLabel(pt('Boarding place')).fill('Rodoviária de Porto Alegre')

  // Three days typed out of order, then put right with the move buttons.
  const schedule = form.getByRole('region', { name: pt('Day by day') })
  await schedule.getByRole('button', { name: pt('Add a day') }).click()
  await schedule.getByRole('button', { name: pt('Add a day') }).click()
  const days = schedule.getByRole('list', { name: pt('Days') }).getByRole('listitem')
  for (const [index, title] of ['Chegada a Gramado', 'Retorno', 'Canela e Caracol'].entries()) {
    await days.nth(index).getByLabel(pt('Title')).fill(title)
    await days
      .nth(index)
      .getByLabel(pt('Locations'))
      .fill(`Local ${index + 1}\nOutro local`)
  }
  await schedule.getByRole('button', { name: pt('Move {title} up').replace('{title}', pt('Day {0}').replace('{0}', '3')) }).click()
  await expect(days.nth(1).getByLabel(pt('Title'))).toHaveValue('Canela e Caracol')

  const options = form.getByRole('region', { name: pt('Options and prices') })
  await options.getByRole('button', { name: pt('Add an option') }).click()
  const optionItems = options.getByRole('list', { name: pt('Options') }).getByRole('listitem')
  for (const [index, [optionName, price, people]] of [
    ['Quarto duplo', '2.490,00', '2'],
    ['Quarto individual', '3.190,50', '1'],
  ].entries()) {
    await optionItems.nth(index).getByLabel(pt('Name')).fill(optionName!)
    await optionItems.nth(index).getByLabel(pt('Price per person (R$)')).fill(price!)
    await optionItems.nth(index).getByLabel(pt('People')).fill(people!)
  }
  const sales = form.getByRole('region', { name: pt('Sales') })
  await sales.getByLabel(pt('Vacancies')).fill('30')
  await form.getByLabel(pt('Included'), { exact: true }).fill('Transporte\nHospedagem com café')

  // Two pictures picked at once, described, then the second made the cover.
  const images = form.getByRole('region', { name: pt('Images') })
  await images.getByLabel(pt('Add images')).setInputFiles(await picturesOnDisk())
  const imageItems = images.getByRole('list', { name: pt('Images') }).getByRole('listitem')
  await expect(imageItems).toHaveCount(2)
  await imageItems.nth(0).getByLabel(pt('Description of the image')).fill('Lago Negro')
  await imageItems.nth(1).getByLabel(pt('Description of the image')).fill('Rua Coberta')
  await images.getByRole('button', { name: pt('Move {title} up').replace('{title}', pt('Image {0}').replace('{0}', '2')) }).click()
  await expect(imageItems.nth(0).getByLabel(pt('Description of the image'))).toHaveValue('Rua Coberta')

  await sales.getByText(pt('Published'), { exact: true }).click()
  await expect(sales.getByRole('checkbox', { name: pt('Published') })).toBeChecked()
  await form.getByRole('button', { name: pt('Save') }).click()
  await expect(page.getByText(pt('Trip created'))).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/trips\/manage\?id=\d+/)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()

  // A visitor with no session, in a browser of their own.
  const visitor = await browser.newContext({ locale: 'pt-BR' })
  const shopper = await visitor.newPage()
  await shopper.goto('/trips')
  const filters = shopper.getByRole('search')
  await filters.getByRole('textbox', { name: pt('Search') }).fill(name)
  await filters.getByRole('button', { name: pt('Search') }).click()
  const card = shopper.getByTestId('trip-card')
  await expect(card.getByRole('heading')).toHaveText([name])
  await card.click()
  await expect(shopper.getByRole('heading', { level: 1, name })).toBeVisible()

  const offered = shopper.getByTestId('trip-options').getByRole('listitem')
  await expect(offered).toHaveCount(2)
  await expect(offered.nth(0)).toContainText('Quarto duplo')
  await expect(offered.nth(0)).toContainText(brl(249_000))
  await expect(offered.nth(1)).toContainText('Quarto individual')
  await expect(offered.nth(1)).toContainText(brl(319_050))
  const shownDays = shopper.getByTestId('trip-schedule').getByRole('list').first().locator(':scope > li')
  await expect(shownDays).toHaveCount(3)
  for (const [index, title] of ['Chegada a Gramado', 'Canela e Caracol', 'Retorno'].entries()) await expect(shownDays.nth(index)).toContainText(title)
  const pictures = shopper.getByTestId('trip-gallery').getByRole('img')
  await expect(pictures).toHaveCount(2)
  await expect(pictures.nth(0)).toHaveAttribute('alt', 'Rua Coberta')
  await expect(pictures.nth(1)).toHaveAttribute('alt', 'Lago Negro')
  await visitor.close()
})

test('an admin edits a trip, drags a day into place, sees "trip updated" and the change in its history', async ({ adminPage: page, request }) => {
  const schedule = ['Chegada', 'Passeio de barco', 'Retorno'].map((title) => ({ title, locations: [], description: '' }))
  const trip = await tripThroughApi(request, { schedule })
  await page.goto('/admin/trips')
  await page.getByLabel(pt('Search by name or destination')).fill(trip.name)
  const table = page.getByRole('table', { name: pt('Trips') })
  await expect(table.getByRole('row')).toHaveCount(2)
  await table.getByRole('link', { name: pt('Edit {0}').replace('{0}', trip.name) }).click()

  const form = page.getByRole('form', { name: pt('Edit trip') })
  await form
    .getByRole('region', { name: pt('Sales') })
    .getByLabel(pt('Vacancies'))
    .fill('25')
  await form
    .getByRole('region', { name: pt('Trip'), exact: true })
    .getByLabel(pt('Hotel'))
    .fill('Pousada do Sandi')
  // A drag needs the whole list on screen, clear of the sticky Save bar.
  await page.setViewportSize({ width: 1280, height: 2400 })
  const days = form.getByRole('list', { name: pt('Days') }).getByRole('listitem')
  await days.nth(2).locator('[draggable=true]').dragTo(days.nth(0))
  await expect(days.nth(0).getByLabel(pt('Title'))).toHaveValue('Retorno')
  await form.getByRole('button', { name: pt('Save') }).click()
  await expect(page.getByText(pt('Trip updated'))).toBeVisible()
  await expect(page.getByText('vacancies: 20 → 25')).toBeVisible()

  const saved = await request.get(`/api/admin/trips/${trip.id}`, { headers: await adminHeaders(request) })
  const body = (await saved.json()) as { schedule: { title: string }[] }
  expect(body).toMatchObject({ vacancies: 25, seatsLeft: 25, hotel: 'Pousada do Sandi', options: [{ id: trip.options[0]!.id }] })
  expect(body.schedule.map((day) => day.title)).toEqual(['Retorno', 'Chegada', 'Passeio de barco'])
})

test('a trip with orders cannot be deleted: the admin is told to unpublish it, and can', async ({ adminPage: page, request }) => {
  const trip = await tripThroughApi(request)
  await placeOrder(request, await adminToken(request), { item: { tripId: trip.id, optionId: trip.options[0]!.id, people: 1 }, payment: { method: 'pix', installments: 1 } })
  await page.goto(`/admin/trips?q=${encodeURIComponent(trip.name)}`)
  const table = page.getByRole('table', { name: pt('Trips') })
  await expect(table.getByRole('row')).toHaveCount(2)

  await table.getByRole('button', { name: pt('Delete') }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText(pt('This trip has orders, so it cannot be deleted; unpublish it instead.'))
  await dialog.getByRole('button', { name: pt('Confirm') }).click()
  await expect(page.getByText(pt('This trip has orders and cannot be deleted; unpublish it instead'))).toBeVisible()
  await dialog.getByRole('button', { name: pt('Cancel') }).click()
  expect((await request.get(`/api/trips/${trip.slug}`)).status()).toBe(200)

  await table.getByRole('button', { name: pt('Unpublish {0}').replace('{0}', trip.name) }).click()
  await expect(page.getByText(pt('Trip updated'))).toBeVisible()
  await expect(table.getByText(pt('Unpublished'))).toBeVisible()
  expect((await request.get(`/api/trips/${trip.slug}`)).status()).toBe(404)
})

test("an admin sets a trip's deposit and cancellation policy, is told what is out of range, and an edit of another field keeps them", async ({ adminPage: page, request }) => {
  const trip = await tripThroughApi(request, { checkIn: '2031-10-10', checkOut: '2031-10-12' })
  expect(trip.paymentPlan).toBeNull()
  await page.goto(`/admin/trips/manage?id=${trip.id}`)
  const form = page.getByRole('form', { name: pt('Edit trip') })
  const terms = form.getByRole('region', { name: pt('Payment plan and cancellation') })
  await terms.getByText(pt('Take a deposit')).click()
  await expect(terms.getByLabel(pt('Balance due (days before departure)'))).toHaveValue('30')
  await terms.getByLabel(pt('Deposit (%)')).fill('95')
  await terms.getByLabel(pt('Balance due (days before departure)')).fill('40')
  await form.getByRole('button', { name: pt('Save') }).click()
  await expect(terms.getByText(pt('Maximum value {max}').replace('{max}', '90'))).toBeVisible()
  await terms.getByLabel(pt('Deposit (%)')).fill('25')

  const tiers = terms.getByRole('list', { name: pt('Cancellation tiers') }).getByRole('listitem')
  await expect(tiers).toHaveCount(3)
  // A later tier costing less than the one before is refused on the list.
  await tiers.nth(2).getByLabel(pt('Penalty (%)')).fill('5')
  await form.getByRole('button', { name: pt('Save') }).click()
  await expect(terms.getByRole('alert')).toHaveText(pt('Each tier must have fewer days and no smaller penalty than the one before'))
  await tiers.nth(2).getByLabel(pt('Penalty (%)')).fill('50')
  await terms.getByRole('button', { name: pt('Remove tier {0}').replace('{0}', '2') }).click()
  await terms.getByText(pt('Offer credit instead of a refund')).click()
  await form.getByRole('button', { name: pt('Save') }).click()
  await expect(page.getByText(pt('Trip updated'))).toBeVisible()

  const expected = {
    paymentPlan: { depositPercent: 25, balanceDueDays: 40 },
    cancellationPolicy: {
      tiers: [
        { daysBefore: 31, penaltyPercent: 10 },
        { daysBefore: 0, penaltyPercent: 50 },
      ],
      creditMonths: null,
    },
  }
  const saved = async () => (await (await request.get(`/api/admin/trips/${trip.id}`, { headers: await adminHeaders(request) })).json()) as AdminTrip
  expect(await saved()).toMatchObject(expected)
  // 40 days before 2031-10-10, to the end of that day in São Paulo.
  expect(((await (await request.get(`/api/trips/${trip.slug}`)).json()) as Trip).paymentPlan).toEqual({ depositPercent: 25, balanceDueAt: '2031-09-01T02:59:59.999Z' })

  await page.reload()
  await expect(terms.getByLabel(pt('Deposit (%)'))).toHaveValue('25')
  await form
    .getByRole('region', { name: pt('Trip'), exact: true })
    .getByLabel(pt('Hotel'))
    .fill('Pousada da Praia')
  await form.getByRole('button', { name: pt('Save') }).click()
  await expect(page.getByText(pt('Trip updated'))).toBeVisible()
  expect(await saved()).toMatchObject({ hotel: 'Pousada da Praia', ...expected })
})
