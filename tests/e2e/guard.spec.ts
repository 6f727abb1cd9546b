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
  { who: 'an admin', user: admin, opens: '/admin', lands: '/admin/users' },
] as const

for (const { who, user, opens, lands } of redirects) {
  test(`${who} opening ${opens} lands on ${lands}`, async ({ page }) => {
    if (user) await signInAs(page, user)
    await page.goto(opens)
    await expect(page).toHaveURL((url) => url.pathname === lands)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    await expect(page.getByTestId('error-page')).toHaveCount(0)
  })
}

const stays = [
  { who: 'an anonymous visitor', user: null, opens: '/trips' },
  { who: 'an anonymous visitor', user: null, opens: '/f1' },
  { who: 'an anonymous visitor', user: null, opens: '/signin' },
  { who: 'a signed-in customer', user: customer, opens: '/user/profile' },
] as const

for (const { who, user, opens } of stays) {
  test(`${who} may open ${opens}`, async ({ page }) => {
    if (user) await signInAs(page, user)
    await page.goto(opens)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    expect(new URL(page.url()).pathname).toBe(opens)
  })
}
