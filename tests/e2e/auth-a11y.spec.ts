import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { demoCustomer, signInWithCode } from './fixtures/auth.ts'
import { pt } from './fixtures/catalog.ts'
import { expect, test } from './fixtures/test.ts'

/** Every serious or critical axe finding, worded so the failure says what to fix and where. */
async function expectNoSeriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
  const report = serious.map((violation) => `${violation.id}: ${violation.help}\n${violation.nodes.map((node) => `  ${node.target.join(' ')}`).join('\n')}`).join('\n\n')
  expect(serious.length, report).toBe(0)
}

const forms = [
  { path: '/signin', title: 'Sign in', send: 'Sign in' },
  { path: '/admin/signin', title: 'Administrator sign-in', send: 'Sign in' },
  { path: '/signup', title: 'Create your account', send: 'Create account' },
  { path: '/signupAgency', title: 'Partner agency sign-up', send: 'Sign up the agency' },
  { path: '/ask-reset-password', title: 'Reset your password', send: 'Send the link' },
  { path: '/ask-reset-password?token=abc', title: 'Choose a new password', send: 'Save the new password' },
] as const

for (const { path, title, send } of forms) {
  test(`${path} has no serious accessibility violation, empty and with its errors shown`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: pt(title) })).toBeVisible()
    await expectNoSeriousViolations(page)
    await page.getByRole('button', { name: pt(send), exact: true }).click()
    await expect(page.getByText(pt('This field is required')).first()).toBeVisible()
    await expectNoSeriousViolations(page)
  })
}

test('the code step and the profile have no serious accessibility violation', async ({ page }) => {
  await page.goto('/signin')
  await page.getByRole('textbox', { name: pt('Email'), exact: true }).fill(demoCustomer.email)
  await page.getByRole('textbox', { name: pt('Password'), exact: true }).fill(demoCustomer.password)
  await page.getByRole('button', { name: pt('Sign in'), exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: pt('Enter the code') })).toBeVisible()
  await expectNoSeriousViolations(page)

  await page.goto('/signin')
  await signInWithCode(page, demoCustomer)
  await page.goto('/user/profile')
  await expect(page.getByRole('textbox', { name: pt('First name'), exact: true })).toHaveValue(demoCustomer.firstName)
  await expectNoSeriousViolations(page)
})
