import { uniqueEmail } from '../factories/users.ts'
import { demoAdmin, demoCustomer, signInWithCode, signUpFromInvitation, storedSession } from './fixtures/auth.ts'
import { pt } from './fixtures/catalog.ts'
import { expect, test } from './fixtures/test.ts'

/** Spec section 6 with real accounts: admins by invitation only; customers kept out of /admin. */

test('an admin signs in to the dashboard /admin; an admin invited by them signs up from the mailed link and lands there too', async ({ page, browser, request }) => {
  // The inviting admin signs in at /admin/signin (password, then the mailed code).
  await page.goto('/admin/signin')
  await expect(page.getByRole('heading', { level: 1, name: pt('Administrator sign-in') })).toBeVisible()
  await signInWithCode(page, demoAdmin)
  await expect(page).toHaveURL((url) => url.pathname === '/admin')
  await expect(page.getByRole('heading', { level: 1, name: pt('Dashboard') })).toBeVisible()
  const { token } = (await storedSession(page))!

  // The invitation (no screen for it yet: the admin users screen comes with its own issue).
  const invitee = uniqueEmail('admin')
  const invited = await request.post('/api/admin/invitations', { data: { email: invitee }, headers: { Authorization: `Bearer ${token}` } })
  expect(invited.status()).toBe(201)
  // The invitee opens the link signed out, in a browser of their own.
  const { page: invitedPage, context, link } = await signUpFromInvitation(browser, invitee, { first: 'Carla', last: 'Admin' })
  expect((await storedSession(invitedPage))?.user?.type).toBe(1)

  // The link worked once.
  await invitedPage.getByRole('button', { name: pt('Sign out') }).click()
  await expect(invitedPage).toHaveURL((url) => url.pathname === '/signin')
  await invitedPage.goto(link.pathname + link.search)
  await expect(invitedPage.getByRole('alert').filter({ hasText: pt('This invitation has expired or was already used; ask an administrator for a new one') })).toBeVisible()
  await expect(invitedPage.getByRole('button', { name: pt('Create administrator account') })).toHaveCount(0)
  await context.close()
})

test('/admin/signup without an invitation offers no form', async ({ page }) => {
  await page.goto('/admin/signup')
  await expect(page.getByText(pt('An administrator account is made only from an invitation.'))).toBeVisible()
  await expect(page.getByRole('textbox')).toHaveCount(0)
})

test('a signed-in customer who types /admin is sent to /', async ({ page }) => {
  await page.goto('/signin')
  await signInWithCode(page, demoCustomer)
  await expect(page).toHaveURL((url) => url.pathname === '/')

  await page.goto('/admin')
  await expect(page).toHaveURL((url) => url.pathname === '/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.goto('/admin/signup')
  await expect(page).toHaveURL((url) => url.pathname === '/')
  // The session is still there: only the page was refused.
  expect((await storedSession(page))?.user?.type).toBe(0)
})
