import { uniqueEmail } from '../factories/users.ts'
import { adminHeaders } from './fixtures/admin.ts'
import { linkOf, nextMailTo } from '../support/mail.ts'
import { e2eMailDir } from './fixtures/api.ts'
import { signUpFromInvitation, storedSession } from './fixtures/auth.ts'
import { pt } from './fixtures/catalog.ts'
import { expect, test } from './fixtures/test.ts'

test('an admin invites an administrator on /admin/users/admins; the invitee signs up from the mailed link and lands on the dashboard', async ({ adminPage: page, browser }) => {
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

  const { page: invitedPage, context } = await signUpFromInvitation(browser, invitee, { first: 'Lívia', last: 'Convidada' })
  await expect(invitedPage.getByRole('heading', { level: 1, name: pt('Dashboard') })).toBeVisible()
  expect((await storedSession(invitedPage))?.user?.type).toBe(1)
  await context.close()

  // The inviting admin sees the new administrator, and the invitation is no longer pending.
  await page.reload()
  await page.getByLabel(pt('Search')).fill(invitee)
  await expect(page.getByRole('table', { name: pt('Administrators') }).getByRole('cell', { name: invitee })).toBeVisible()
  await expect(pending.getByText(invitee)).toHaveCount(0)
})

test('a pending invitation is withdrawn and its link stops working', async ({ adminPage: page, request }) => {
  const invitee = uniqueEmail('desistencia')
  const invited = await request.post('/api/admin/invitations', { data: { email: invitee }, headers: await adminHeaders(request) })
  expect(invited.status()).toBe(201)
  const link = linkOf(await nextMailTo(e2eMailDir(), invitee, 0), '/admin/signup')

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
