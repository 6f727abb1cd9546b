import { expect, test } from './fixtures/test.ts'
import { signInAsAdmin } from './fixtures/admin.ts'
import { pt } from './fixtures/catalog.ts'

test('a traveller asks for a custom trip, the agency answers, the traveller reads the answer', async ({ customerPage: page, request, browser }) => {
  const destination = `Jalapão ${Date.now().toString(36)}`
  await page.goto('/user/tripForfait')
  const form = page.getByRole('form', { name: pt('Custom trip request') })

  await form.getByRole('button', { name: pt('Send request') }).click()
  await expect(form.getByText(pt('This field is required')).first()).toBeVisible()
  await form.getByLabel(pt('Destination')).fill(destination)
  await form.getByLabel(pt('Departure (optional)')).fill('10/07/2027')
  await form.getByLabel(pt('Return (optional)')).fill('01/07/2027')
  await form.getByLabel(pt('Phone or WhatsApp')).fill('71987654321')
  await form.getByLabel(pt('Budget per person, R$ (optional)')).fill('3.500,00')
  await form.getByRole('button', { name: pt('Send request') }).click()
  await expect(form.getByText(pt('The return must not be before the departure'))).toBeVisible()
  await form.getByLabel(pt('Return (optional)')).fill('17/07/2027')
  await form.getByRole('button', { name: pt('Send request') }).click()
  await expect(page.getByText(pt('Request sent. The agency answers by email within two business days.'))).toBeVisible()
  const mine = page
    .getByRole('region', { name: pt('Your requests') })
    .getByRole('listitem')
    .filter({ hasText: destination })
  await expect(mine.getByText(pt('Waiting for the agency'))).toBeVisible()

  const staff = await browser.newContext()
  const admin = await staff.newPage()
  await signInAsAdmin(admin, request)
  await admin.goto(`/admin/tripForfait?q=${encodeURIComponent(destination)}`)
  await admin
    .getByRole('table', { name: pt('Custom trip requests') })
    .getByRole('button', { name: pt('Answer') })
    .click()
  const answer = admin.getByRole('form', { name: pt('Answer the request') })
  await expect(answer.getByText('R$ 3.500,00')).toBeVisible()
  await answer.getByLabel(pt('Answer to the traveller')).fill('Roteiro de 7 dias com guia local: R$ 3.200,00 por pessoa.')
  await answer.getByRole('button', { name: pt('Save') }).click()
  await expect(admin.getByText(pt('Answer saved'))).toBeVisible()
  await expect(admin.getByRole('table', { name: pt('Custom trip requests') }).getByText(pt('Answered'))).toBeVisible()
  await staff.close()

  await page.reload()
  await expect(mine.getByText(pt('Answered'))).toBeVisible()
  await expect(mine.getByText('Roteiro de 7 dias com guia local: R$ 3.200,00 por pessoa.')).toBeVisible()
})
