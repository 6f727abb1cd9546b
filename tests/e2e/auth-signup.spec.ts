import { buildCpf, uniqueEmail } from '../factories/users.ts'
import { accountButton, openAccountMenu } from './fixtures/account-menu.ts'
import { codeOf, mailsTo, nextMailTo } from '../support/mail.ts'
import { e2eMailDir } from './fixtures/api.ts'
import { demoCustomer, enterMailedCode, ptPlural, storedSession, strongPassword } from './fixtures/auth.ts'
import { pt } from './fixtures/catalog.ts'
import { expect, test } from './fixtures/test.ts'

/** Spec sections 2, 4 and 5: sign-up with the mailed code, the profile, sign-out; the default language is pt-BR. */

test('a visitor signs up, validates the mailed code, edits the profile and signs out', async ({ page, request }) => {
  const email = uniqueEmail('ana')
  const password = strongPassword()

  await page.goto('/signup')
  await expect(page.getByRole('heading', { level: 1, name: pt('Create your account') })).toBeVisible()
  const menu = page.getByRole('navigation', { name: 'Menu' })
  await expect(menu.getByRole('link', { name: pt('Custom trip') })).toHaveCount(0)
  await expect(accountButton(page)).toHaveCount(0)
  await page.getByRole('textbox', { name: pt('First name'), exact: true }).fill('Ana')
  await page.getByRole('textbox', { name: pt('Last name'), exact: true }).fill('Souza')
  await page.getByRole('textbox', { name: pt('Email'), exact: true }).fill(email)
  await page.getByRole('textbox', { name: pt('Password'), exact: true }).fill(password)
  await page.getByRole('textbox', { name: pt('Confirm the password'), exact: true }).fill(password)
  // Masks while typing: the digits come out formatted (the factory's CPF is masked already).
  const cpf = buildCpf()
  await page.getByRole('textbox', { name: 'CPF', exact: true }).pressSequentially(cpf.replace(/\D/g, ''))
  await expect(page.getByRole('textbox', { name: 'CPF', exact: true })).toHaveValue(cpf)
  await page.getByRole('textbox', { name: pt('Phone (with area code)'), exact: true }).pressSequentially('11987654321')
  await expect(page.getByRole('textbox', { name: pt('Phone (with area code)'), exact: true })).toHaveValue('(11) 98765-4321')
  const birthDate = page.getByRole('textbox', { name: pt('Date of birth'), exact: true })
  await expect(birthDate).toHaveAttribute('placeholder', 'dd/mm/aaaa')
  await birthDate.pressSequentially('31051990')
  await expect(birthDate).toHaveValue('31/05/1990')
  await page.getByRole('button', { name: pt('Create account') }).click()

  // Nothing exists until the code is validated.
  const mail = await nextMailTo(e2eMailDir(), email, 0)
  expect(codeOf(mail)).toMatch(/^\d{6}$/)
  expect((await storedSession(page))?.token ?? '').toBe('')
  await enterMailedCode(page, email, 0)

  await expect(page).toHaveURL((url) => url.pathname === '/')
  // Spec section 8: a sign-up ends with 'User registered' (the toast host loads on the first toast).
  await expect(page.getByText(pt('User registered'))).toBeVisible({ timeout: 6_000 })
  await expect(page.getByText(pt('Code validated successfully'))).toHaveCount(0)
  const session = await storedSession(page)
  expect(session?.user?.type).toBe(0)
  expect(session?.token).toBeTruthy()

  // The traveller's menu: the public pages; their data, purchases and the custom trip request in the account menu (spec sections 1 and 2).
  await expect(menu.getByRole('link')).toHaveText([pt('Home'), pt('Trips'), 'F1', 'MotoGP', pt('Travel tips'), pt('Contact')])
  let account = await openAccountMenu(page)
  await expect(account.getByRole('listitem')).toHaveText([pt('My data'), pt('My purchases'), pt('Custom trip'), pt('Sign out')])
  await account.getByRole('link', { name: pt('Custom trip') }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/user/tripForfait')
  await expect(page.getByRole('heading', { level: 1, name: pt('Custom trip request') })).toBeVisible()
  account = await openAccountMenu(page)
  await expect(account.getByRole('link', { name: pt('Custom trip') })).toHaveAttribute('aria-current', 'page')

  // The profile holds what was typed at sign-up; a change is saved and survives a reload.
  await account.getByRole('link', { name: pt('My data') }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/user/profile')
  await expect(page.getByRole('textbox', { name: pt('First name'), exact: true })).toHaveValue('Ana')
  await expect(page.getByRole('textbox', { name: pt('Date of birth'), exact: true })).toHaveValue('31/05/1990')
  await page.getByRole('textbox', { name: pt('Last name'), exact: true }).fill('Souza Lima')
  await page.getByRole('button', { name: pt('Save personal data') }).click()
  await expect(page.getByText(pt('User updated'))).toBeVisible()

  await page.getByRole('textbox', { name: pt('Zip code (CEP)'), exact: true }).pressSequentially('01310100')
  await expect(page.getByRole('textbox', { name: pt('Zip code (CEP)'), exact: true })).toHaveValue('01310-100')
  await page.getByRole('textbox', { name: pt('Address'), exact: true }).fill('Avenida Paulista')
  await page.getByRole('textbox', { name: pt('Number'), exact: true }).fill('1578')
  await page.getByRole('textbox', { name: pt('Neighborhood'), exact: true }).fill('Bela Vista')
  await page.getByRole('textbox', { name: pt('City'), exact: true }).fill('São Paulo')
  await page.getByRole('combobox', { name: pt('State'), exact: true }).selectOption('SP')
  await page.getByRole('button', { name: pt('Save address') }).click()
  await expect(page.getByText(pt('User updated')).first()).toBeVisible()

  await page.reload()
  await expect(page.getByRole('textbox', { name: pt('Last name'), exact: true })).toHaveValue('Souza Lima')
  await expect(page.getByRole('textbox', { name: pt('Zip code (CEP)'), exact: true })).toHaveValue('01310-100')
  await expect(page.getByRole('combobox', { name: pt('State'), exact: true })).toHaveValue('SP')

  // Sign-out: the server revokes the token, the browser forgets it, the user is at /signin.
  await (await openAccountMenu(page)).getByRole('button', { name: pt('Sign out') }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/signin')
  expect(await storedSession(page)).toEqual({ user: null, token: '' })
  const afterSignOut = await request.get('/api/me', { headers: { Authorization: `Bearer ${session!.token}` } })
  expect(afterSignOut.status()).toBe(401)
})

test('sign-up shows one error per field, in Portuguese, next to the field, and focuses the first', async ({ page }) => {
  await page.goto('/signup')
  await page.getByRole('button', { name: pt('Create account') }).click()
  const firstName = page.getByRole('textbox', { name: pt('First name'), exact: true })
  await expect(firstName).toBeFocused()
  await expect(firstName).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText(pt('This field is required'))).toHaveCount(8)

  await page.getByRole('textbox', { name: pt('Password'), exact: true }).fill('semmaiuscula')
  await expect(page.getByText(ptPlural('{count, plural, one {Minimum # uppercase letter} other {Minimum # uppercase letters}}', 1))).toBeVisible()
  await page.getByRole('textbox', { name: pt('Password'), exact: true }).fill('Com#Maiuscula1')
  await page.getByRole('textbox', { name: pt('Confirm the password'), exact: true }).fill('Com#Maiuscula2')
  await expect(page.getByText(pt('Passwords are not the same'))).toBeVisible()
  await page.getByRole('textbox', { name: 'CPF', exact: true }).pressSequentially('11111111111')
  await expect(page.getByText(pt('Invalid CPF'))).toBeVisible()
  await page.getByRole('textbox', { name: pt('Date of birth'), exact: true }).pressSequentially('3102')
  await expect(page.getByText(pt('Invalid date'))).toBeVisible()
  // The error is tied to its field for screen readers.
  const cpf = page.getByRole('textbox', { name: 'CPF', exact: true })
  await expect(cpf).toHaveAccessibleErrorMessage(pt('Invalid CPF'))
})

test('the server’s answers are shown in the form: a common password, an email that has an account (the code step, as for any), a wrong code', async ({ page }) => {
  const password = strongPassword()
  await page.goto('/signup')
  await page.getByRole('textbox', { name: pt('First name'), exact: true }).fill('Bia')
  await page.getByRole('textbox', { name: pt('Last name'), exact: true }).fill('Costa')
  await page.getByRole('textbox', { name: pt('Email'), exact: true }).fill(demoCustomer.email)
  await page.getByRole('textbox', { name: pt('Password'), exact: true }).fill(password)
  await page.getByRole('textbox', { name: pt('Confirm the password'), exact: true }).fill(password)
  await page.getByRole('textbox', { name: 'CPF', exact: true }).fill(buildCpf())
  await page.getByRole('textbox', { name: pt('Phone (with area code)'), exact: true }).fill('2134567890')
  await page.getByRole('textbox', { name: pt('Date of birth'), exact: true }).fill('01/02/2000')
  // A password the browser's rules accept but the server refuses: its error goes under the field.
  const passwordField = page.getByRole('textbox', { name: pt('Password'), exact: true })
  await passwordField.fill('P@ssw0rd')
  await page.getByRole('textbox', { name: pt('Confirm the password'), exact: true }).fill('P@ssw0rd')
  await page.getByRole('button', { name: pt('Create account') }).click()
  await expect(passwordField).toHaveAccessibleErrorMessage(pt('This password is too common'))
  await expect(passwordField).toBeFocused()

  // An email that has an account answers like a new one (issue 15): the code step, and its owner's mail says what happened.
  await passwordField.fill(password)
  await page.getByRole('textbox', { name: pt('Confirm the password'), exact: true }).fill(password)
  const ownersMails = (await mailsTo(e2eMailDir(), demoCustomer.email)).length
  await page.getByRole('button', { name: pt('Create account') }).click()
  await expect(page.getByRole('heading', { level: 1, name: pt('Enter the code') })).toBeVisible()
  await expect
    .poll(async () => (await mailsTo(e2eMailDir(), demoCustomer.email)).slice(ownersMails).map((mail) => mail.subject))
    .toContain('Tentativa de cadastro com o seu e-mail no Roteiro')
  await page.getByRole('button', { name: pt('Back') }).click()

  // A fresh address gets a code; a wrong one says how many tries are left.
  const email = uniqueEmail('bia')
  await page.getByRole('textbox', { name: pt('Email'), exact: true }).fill(email)
  await page.getByRole('button', { name: pt('Create account') }).click()
  const code = codeOf(await nextMailTo(e2eMailDir(), email, 0))
  const wrong = code === '000000' ? '111111' : '000000'
  await page.getByRole('textbox', { name: pt('6-digit code'), exact: true }).fill(wrong)
  await page.getByRole('button', { name: pt('Validate code') }).click()
  await expect(page.getByText(ptPlural('{count, plural, one {Wrong code: # try left} other {Wrong code: # tries left}}', 4))).toBeVisible()

  // A new code replaces the old one.
  await page.getByRole('button', { name: pt('Send a new code') }).click()
  const newCode = codeOf(await nextMailTo(e2eMailDir(), email, 1))
  await expect(page.getByText(pt('Only the newest code works.'))).toBeVisible()
  expect((await mailsTo(e2eMailDir(), email)).length).toBe(2)
  await page.getByRole('textbox', { name: pt('6-digit code'), exact: true }).fill(newCode)
  await page.getByRole('button', { name: pt('Validate code') }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/')
  expect((await storedSession(page))?.user?.type).toBe(0)
})

test('the code step confirms with the spec’s success message', async ({ page }) => {
  await page.goto('/signin')
  await page.getByRole('textbox', { name: pt('Email'), exact: true }).fill(demoCustomer.email)
  await page.getByRole('textbox', { name: pt('Password'), exact: true }).fill(demoCustomer.password)
  const seen = (await mailsTo(e2eMailDir(), demoCustomer.email)).length
  await page.getByRole('button', { name: pt('Sign in'), exact: true }).click()
  await page.getByRole('textbox', { name: pt('6-digit code'), exact: true }).fill(codeOf(await nextMailTo(e2eMailDir(), demoCustomer.email, seen)))
  await page.getByRole('button', { name: pt('Validate code') }).click()
  // The toast host loads on the first toast, then shows it for 3 s: allow for that load on a busy machine.
  await expect(page.getByText(pt('Code validated successfully'))).toBeVisible({ timeout: 6_000 })
})
