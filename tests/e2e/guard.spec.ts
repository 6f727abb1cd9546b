import { recordPaths, visitedPaths } from './fixtures/navigation.ts'
import { admin, customer, signInAs } from './fixtures/session.ts'
import { expect, test } from './fixtures/test.ts'

/** The access guard of spec section 6, seen from the address bar. */
const redirects = [
  { who: 'an anonymous visitor', user: null, opens: '/user/profile', lands: '/signin' },
  { who: 'an anonymous visitor', user: null, opens: '/admin/users', lands: '/admin/signin' },
  { who: 'an anonymous visitor', user: null, opens: '/admin', lands: '/admin/signin' },
  { who: 'a signed-in customer', user: customer, opens: '/admin', lands: '/' },
  { who: 'a signed-in customer', user: customer, opens: '/admin/users', lands: '/' },
  { who: 'an admin', user: admin, opens: '/', lands: '/admin/users' },
] as const

for (const { who, user, opens, lands } of redirects) {
  test(`${who} opening ${opens} lands on ${lands}`, async ({ page }) => {
    await recordPaths(page)
    if (user) await signInAs(page, user)
    await page.goto(opens)
    // The guard's own move is the first one; with a made-up token the API may sign the user out afterwards.
    await expect.poll(async () => (await visitedPaths(page)).slice(0, 2)).toEqual([opens, lands])
    if (!user) {
      await expect(page).toHaveURL((url) => url.pathname === lands)
      // Sent to sign in from a page of their own, they come back to it afterwards.
      if (lands === '/signin') expect(new URL(page.url()).searchParams.get('redirect')).toBe(opens)
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
      await expect(page.getByTestId('error-page')).toHaveCount(0)
    }
  })
}

for (const opens of ['/trips', '/f1', '/signin', '/admin/signin', '/trip/nome-qualquer']) {
  test(`an anonymous visitor may open ${opens}`, async ({ page }) => {
    await recordPaths(page)
    await page.goto(opens)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    expect(await visitedPaths(page)).toEqual([opens])
  })
}
