import { readFile } from 'node:fs/promises'
import type { MyDataExport } from '../../src/domain/my-data.ts'
import { codeOf, mailsTo, nextMailTo } from '../support/mail.ts'
import { e2eMailDir } from './fixtures/api.ts'
import { ptPlural, storedSession } from './fixtures/auth.ts'
import { pt } from './fixtures/catalog.ts'
import { expect, test } from './fixtures/test.ts'

/** "Your data" in the profile: the JSON file of everything kept, and the account's deletion by a mailed code. */

test('"Download my data" saves a dated JSON file with the account and its profile', async ({ customerPage: page, customer }) => {
  await page.goto('/user/profile')
  const section = page.getByRole('region', { name: pt('Your data') })

  const [download] = await Promise.all([page.waitForEvent('download'), section.getByRole('button', { name: pt('Download my data') }).click()])

  expect(download.suggestedFilename()).toMatch(/^roteiro-meus-dados-\d{4}-\d{2}-\d{2}\.json$/)
  const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as MyDataExport
  expect(data.profile).toMatchObject({ email: customer.email.toLowerCase(), firstName: customer.firstName })
  expect(data.orders).toEqual([])
  expect(data.sessions.filter((session) => session.current)).toHaveLength(1)
})

test('"Delete my account" says what goes and what stays, takes the mailed code and leaves signed out at home', async ({ customerPage: page, customer, request }) => {
  const email = customer.email.toLowerCase()
  const mailsBefore = (await mailsTo(e2eMailDir(), email)).length
  await page.goto('/user/profile')
  await page
    .getByRole('region', { name: pt('Your data') })
    .getByRole('button', { name: pt('Delete my account') })
    .click()

  const dialog = page.getByRole('alertdialog', { name: pt('Delete your account?') })
  await expect(dialog.getByText(pt('What is erased:'))).toBeVisible()
  await expect(dialog.getByText(pt('What is kept:'))).toBeVisible()
  await dialog.getByRole('button', { name: pt('Cancel') }).click()
  await expect(dialog).toBeHidden()
  expect(await mailsTo(e2eMailDir(), email)).toHaveLength(mailsBefore)

  await page
    .getByRole('region', { name: pt('Your data') })
    .getByRole('button', { name: pt('Delete my account') })
    .click()
  await dialog.getByRole('button', { name: pt('Send me the code') }).click()
  const code = codeOf(await nextMailTo(e2eMailDir(), email, mailsBefore))
  const codeBox = dialog.getByRole('textbox', { name: pt('6-digit code') })
  await codeBox.fill(code === '000000' ? '111111' : '000000')
  await dialog.getByRole('button', { name: pt('Delete my account for good') }).click()
  await expect(dialog.getByText(ptPlural('{count, plural, one {Wrong code: # try left} other {Wrong code: # tries left}}', 4))).toBeVisible()
  await expect(codeBox).toHaveAttribute('aria-invalid', 'true')

  await codeBox.fill(code)
  await dialog.getByRole('button', { name: pt('Delete my account for good') }).click()

  await expect(page).toHaveURL((url) => url.pathname === '/')
  await expect(page.getByText(pt('Your account was deleted'))).toBeVisible()
  expect((await storedSession(page))?.token ?? '').toBe('')
  const oldToken = await request.get('/api/me', { headers: { Authorization: `Bearer ${customer.token}` } })
  expect(oldToken.status()).toBe(401)
})
