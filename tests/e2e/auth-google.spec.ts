import { openAccountMenu } from './fixtures/account-menu.ts'
import { startAppServer, startOidcProvider, type AppServer } from './fixtures/auth-server.ts'
import { storedSession } from './fixtures/auth.ts'
import { pt } from './fixtures/catalog.ts'
import { expect, test as base } from './fixtures/test.ts'

/**
 * "Entrar com Google" end to end: the real server, configured for Google through its environment
 * variables, against a real OpenID provider on 127.0.0.1 (authorization code flow with PKCE; only
 * the provider is not Google). Both run once per worker, beside the shared e2e server.
 */
const test = base.extend<object, { google: { server: AppServer; provider: Awaited<ReturnType<typeof startOidcProvider>> } }>({
  google: [
    async ({}, use) => {
      const provider = await startOidcProvider()
      const server = await startAppServer({ GOOGLE_CLIENT_ID: 'roteiro-e2e', GOOGLE_CLIENT_SECRET: 'segredo-e2e', GOOGLE_ISSUER: provider.issuer })
      await use({ server, provider })
      await server.stop()
      await provider.stop()
    },
    { scope: 'worker', timeout: 120_000 },
  ],
})

test('a visitor sent to sign in signs in with Google and lands signed in as a customer on the page they were going to', async ({ page, google }) => {
  const email = `maria.${Date.now().toString(36)}@gmail.com`
  google.provider.next({ sub: `google-${Date.now()}`, email, email_verified: true, given_name: 'Maria', family_name: 'Google' })

  await page.goto(`${google.server.origin}/user/myAcquired`)
  await expect(page).toHaveURL((url) => url.pathname === '/signin' && url.searchParams.get('redirect') === '/user/myAcquired')
  await page.getByRole('link', { name: pt('Sign in with Google') }).click()

  await expect(page).toHaveURL(`${google.server.origin}/user/myAcquired`)
  const session = await storedSession(page)
  expect(session?.user?.type).toBe(0)
  expect(session?.token).toBeTruthy()

  // The account is the Google identity's, and it has no password yet.
  await (await openAccountMenu(page)).getByRole('link', { name: pt('My data') }).click()
  await expect(page.getByRole('textbox', { name: pt('First name'), exact: true })).toHaveValue('Maria')
  await expect(page.getByText(email).first()).toBeVisible()
  await expect(page.getByText(pt('You sign in with Google. Choose a password to also sign in with your email.'))).toBeVisible()
  await expect(page.getByRole('textbox', { name: pt('Current password'), exact: true })).toHaveCount(0)
})

test('a Google sign-in the user cancels comes back to /signin saying so', async ({ page, google }) => {
  google.provider.next({ sub: 'google-cancel', email: 'cancela@gmail.com', email_verified: true }, { deny: true })
  await page.goto(`${google.server.origin}/signin`)
  await page.getByRole('link', { name: pt('Sign in with Google') }).click()
  await expect(page.getByRole('alert').filter({ hasText: pt('Google sign-in was cancelled.') })).toBeVisible()
  await expect(page).toHaveURL(`${google.server.origin}/signin`)
  expect((await storedSession(page))?.token ?? '').toBe('')
})

test('without Google settings the sign-in page has no Google button', async ({ page }) => {
  await page.goto('/signin')
  await expect(page.getByRole('heading', { level: 1, name: pt('Sign in') })).toBeVisible()
  await expect(page.getByRole('link', { name: pt('Create your account') })).toBeVisible()
  await expect(page.getByRole('link', { name: pt('Sign in with Google') })).toHaveCount(0)
})
