import { buildCpf, uniqueEmail } from '../factories/users.ts'
import { openAccountMenu } from './fixtures/account-menu.ts'
import { linkOf, mailsTo, nextMailTo } from '../support/mail.ts'
import { e2eMailDir } from './fixtures/api.ts'
import { enterMailedCode, signInWithCode, storedSession, strongPassword } from './fixtures/auth.ts'
import { pt } from './fixtures/catalog.ts'
import { tripWithSeats } from './fixtures/checkout.ts'
import { customerAccount } from './fixtures/customer.ts'
import { expect, test } from './fixtures/test.ts'

/** Password reset, password change and the agency's sign-up and sign-out. */

test('a forgotten password is reset from the mailed link, and the new one signs in and goes on to the checkout the user was going to', async ({ page, request }) => {
  const account = await customerAccount(request, { withAddress: false })
  const trip = await tripWithSeats(request)
  const checkout = `/user/checkout?${new URLSearchParams({ trip: trip.slug, option: String(trip.options[0]!.id), people: '2' })}`
  await page.goto(`/signin?${new URLSearchParams({ redirect: checkout })}`)
  await page.getByRole('link', { name: pt('Forgot your password?') }).click()
  await expect(page.getByRole('heading', { level: 1, name: pt('Reset your password') })).toBeVisible()
  await page.getByRole('textbox', { name: pt('Email'), exact: true }).fill(account.email)
  await page.getByRole('button', { name: pt('Send the link') }).click()
  const answer = pt('If an account exists for this email, we sent it a link to choose a new password')
  await expect(page.getByRole('status').filter({ hasText: answer })).toBeVisible()

  // An address with no account gets the very same answer, and no mail.
  const nobody = uniqueEmail('nobody')
  await page.getByRole('textbox', { name: pt('Email'), exact: true }).fill(nobody)
  await page.getByRole('button', { name: pt('Send the link') }).click()
  await expect(page.getByRole('status').filter({ hasText: answer })).toBeVisible()

  const link = linkOf(await nextMailTo(e2eMailDir(), account.email, 1), '/ask-reset-password')
  expect(link.searchParams.get('redirect')).toBe(checkout)
  expect(await mailsTo(e2eMailDir(), nobody)).toHaveLength(0)
  await page.goto(link.pathname + link.search)
  await expect(page.getByRole('heading', { level: 1, name: pt('Choose a new password') })).toBeVisible()
  const newPassword = strongPassword()
  await page.getByRole('textbox', { name: pt('New password'), exact: true }).fill(newPassword)
  await page.getByRole('textbox', { name: pt('Confirm the new password'), exact: true }).fill(`${newPassword}x`)
  await page.getByRole('button', { name: pt('Save the new password') }).click()
  await expect(page.getByText(pt('Passwords are not the same'))).toBeVisible()
  await page.getByRole('textbox', { name: pt('Confirm the new password'), exact: true }).fill(newPassword)
  await page.getByRole('button', { name: pt('Save the new password') }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/signin')

  await signInWithCode(page, { email: account.email, password: newPassword })
  await expect(page).toHaveURL((url) => url.pathname + url.search === checkout)
  await expect(page.getByRole('heading', { level: 1, name: pt('Checkout') })).toBeVisible()

  // The link worked once.
  await (await openAccountMenu(page)).getByRole('button', { name: pt('Sign out') }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/signin')
  await page.goto(link.pathname + link.search)
  await page.getByRole('textbox', { name: pt('New password'), exact: true }).fill(newPassword)
  await page.getByRole('textbox', { name: pt('Confirm the new password'), exact: true }).fill(newPassword)
  await page.getByRole('button', { name: pt('Save the new password') }).click()
  await expect(page.getByRole('alert').filter({ hasText: pt('This link has expired or was already used; ask for a new one') })).toBeVisible()
})

test('the header\'s "Entrar" on a trip page signs in and comes back to that trip', async ({ page, request }) => {
  const trip = await tripWithSeats(request)
  const account = await customerAccount(request, { withAddress: false })
  await page.goto(`/trip/${trip.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: trip.name })).toBeVisible()

  await page
    .getByRole('banner')
    .getByRole('link', { name: pt('Sign in'), exact: true })
    .click()
  await signInWithCode(page, account)

  await expect(page).toHaveURL((url) => url.pathname === `/trip/${trip.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: trip.name })).toBeVisible()
})

test('the password changes under security, with the current one', async ({ page, request }) => {
  const account = await customerAccount(request, { withAddress: false })
  await page.goto('/signin')
  await signInWithCode(page, account)
  await page.goto('/user/profile')
  const newPassword = strongPassword()
  await page.getByRole('textbox', { name: pt('Current password'), exact: true }).fill('Errada#123')
  await page.getByRole('textbox', { name: pt('New password'), exact: true }).fill(newPassword)
  await page.getByRole('textbox', { name: pt('Confirm the new password'), exact: true }).fill(newPassword)
  await page.getByRole('button', { name: pt('Change password') }).click()
  const current = page.getByRole('textbox', { name: pt('Current password'), exact: true })
  // The server's field code, translated, under the field it names.
  await expect(current).toHaveAccessibleErrorMessage(pt('The current password is wrong'))
  await expect(current).toBeFocused()

  await current.fill(account.password)
  await page.getByRole('button', { name: pt('Change password') }).click()
  await expect(current).toHaveValue('')
  await expect(page.getByText(pt('The current password is wrong'))).toHaveCount(0)

  // The old password no longer signs in; the new one does.
  const oldSignIn = await request.post('/api/auth/signin', { data: { email: account.email, password: account.password } })
  expect(oldSignIn.status()).toBe(400)
  const newSignIn = await request.post('/api/auth/signin', { data: { email: account.email, password: newPassword } })
  expect(newSignIn.status()).toBe(200)
})

test('an agency signs up at /signupAgency and signing out takes it back there', async ({ page }) => {
  const email = uniqueEmail('agencia')
  const password = strongPassword()
  await page.goto('/signupAgency')
  await page.getByRole('textbox', { name: pt('Agency name'), exact: true }).fill('Viagens Sol Nascente')
  await page.getByRole('textbox', { name: pt('CPF of the person in charge'), exact: true }).fill(buildCpf())
  await page.getByRole('textbox', { name: pt('Email'), exact: true }).fill(email)
  await page.getByRole('textbox', { name: pt('Password'), exact: true }).fill(password)
  await page.getByRole('textbox', { name: pt('Confirm the password'), exact: true }).fill(password)
  await page.getByRole('button', { name: pt('Sign up the agency') }).click()
  await enterMailedCode(page, email, 0)
  // An agency lands on its payment links (AGENCY_HOME), which say why it cannot sell yet.
  await expect(page).toHaveURL((url) => url.pathname === '/agency/paymentLinks')
  expect((await storedSession(page))?.user?.type).toBe(2)

  await (await openAccountMenu(page)).getByRole('link', { name: pt('My data') }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/user/profile')
  await expect(page.getByRole('textbox', { name: pt('Agency name'), exact: true })).toHaveValue('Viagens Sol Nascente')
  await expect(page.getByText(pt('Your agency is waiting for approval by our team; we will let you know by email.'))).toBeVisible()

  await (await openAccountMenu(page)).getByRole('button', { name: pt('Sign out') }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/signupAgency')
  expect(await storedSession(page)).toEqual({ user: null, token: '' })
})
