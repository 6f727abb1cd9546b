import { adminHeaders, signInAsAdmin } from './fixtures/admin.ts'
import { linkOf, nextMailTo } from './fixtures/auth-mail.ts'
import { enterMailedCode, storedSession, strongPassword, uniqueEmail } from './fixtures/auth.ts'
import { pt } from './fixtures/catalog.ts'
import { expect, test } from './fixtures/test.ts'

test('an admin invites an administrator on /admin/users/admins; the invitee signs up from the mailed link and lands in the admin', async ({ page, browser, request }) => {
  await signInAsAdmin(page, request)
  await page.goto('/admin/users/admins')
  const invitee = uniqueEmail('novo-admin')

  const form = page.getByRole('form', { name: pt('Invite an administrator') })
  await form.getByLabel(pt('Email of the new administrator')).fill('sem-arroba')
  await form.getByRole('button', { name: pt('Invite administrator') }).click()
  await expect(form.getByText(pt('Invalid email format'))).toBeVisible()
  await form.getByLabel(pt('Email of the new administrator')).fill(invitee)
  await form.getByRole('button', { name: pt('Invite administrator') }).click()
  await expect(page.getByText(pt('Invitation sent to {0}').replace('{0}', invitee))).toBeVisible()
  const pending = page.getByRole('list', { name: pt('Pending invitations') })
  await expect(pending.getByText(invitee)).toBeVisible()

  const link = linkOf(await nextMailTo(invitee, 0), '/admin/signup')
  const context = await browser.newContext()
  const invitedPage = await context.newPage()
  await invitedPage.goto(link.pathname + link.search)
  await expect(invitedPage.getByRole('textbox', { name: pt('Email'), exact: true })).toHaveValue(invitee)
  const password = strongPassword()
  await invitedPage.getByRole('textbox', { name: pt('First name'), exact: true }).fill('Lívia')
  await invitedPage.getByRole('textbox', { name: pt('Last name'), exact: true }).fill('Convidada')
  await invitedPage.getByRole('textbox', { name: pt('Password'), exact: true }).fill(password)
  await invitedPage.getByRole('textbox', { name: pt('Confirm the password'), exact: true }).fill(password)
  await invitedPage.getByRole('button', { name: pt('Create administrator account') }).click()
  await enterMailedCode(invitedPage, invitee, 1)
  await expect(invitedPage).toHaveURL((url) => url.pathname === '/admin/users')
  await expect(invitedPage.getByRole('heading', { level: 1, name: pt('Users') })).toBeVisible()
  expect((await storedSession(invitedPage))?.user?.type).toBe(1)
  await context.close()

  // The inviting admin sees the new administrator, and the invitation is no longer pending.
  await page.reload()
  await page.getByLabel(pt('Search')).fill(invitee)
  await expect(page.getByRole('table', { name: pt('Administrators') }).getByRole('cell', { name: invitee })).toBeVisible()
  await expect(pending.getByText(invitee)).toHaveCount(0)
})

test('a pending invitation is withdrawn and its link stops working', async ({ page, request }) => {
  await signInAsAdmin(page, request)
  const invitee = uniqueEmail('desistencia')
  const invited = await request.post('/api/admin/invitations', { data: { email: invitee }, headers: await adminHeaders(request) })
  expect(invited.status()).toBe(201)
  const link = linkOf(await nextMailTo(invitee, 0), '/admin/signup')

  await page.goto('/admin/users/admins')
  const card = page
    .getByRole('list', { name: pt('Pending invitations') })
    .getByRole('listitem')
    .filter({ hasText: invitee })
  await card.getByRole('button', { name: pt('Withdraw') }).click()
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: pt('Confirm') })
    .click()
  await expect(page.getByText(pt('Invitation withdrawn'))).toBeVisible()
  await expect(card).toHaveCount(0)

  const answer = await request.get(`/api/auth/invitations/${link.searchParams.get('invitation')}`)
  expect(answer.status()).toBe(410)
})
