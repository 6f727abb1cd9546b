import type { Locator, Page } from '@playwright/test'
import { accountButton, openAccountMenu } from './fixtures/account-menu.ts'
import { pt } from './fixtures/catalog.ts'
import { expectNoSeriousViolations } from './fixtures/checkout.ts'
import { expect, test } from './fixtures/test.ts'

/**
 * The header's menu fits every screen: the catalogue for everybody (and an agency's payment
 * links), one's own pages in the account menu; nothing hidden behind a sideways scroll.
 */

const widths = [1280, 1024, 768, 390]
const catalogue = [pt('Home'), pt('Trips'), 'F1', 'MotoGP', pt('Travel tips'), pt('Contact')]
const customerAccount = [pt('My data'), pt('My purchases'), pt('Custom trip'), pt('Sign out')]
const agencyAccount = [pt('My data'), pt('My purchases'), pt('Custom trip'), pt('Payment links'), pt('My commissions'), pt('My passengers'), pt('Sign out')]

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Menu' })

/** Fully on screen: inside the viewport, not clipped by a scrolling or clipping ancestor (the nav's own scroll), not covered by anything. */
async function expectFullyShown(page: Page, item: Locator, what: string) {
  const box = await item.boundingBox()
  const viewport = page.viewportSize()!
  expect(box, `${what} has a box`).not.toBeNull()
  expect(box!.x, `${what} starts inside the viewport`).toBeGreaterThanOrEqual(0)
  expect(box!.y, `${what} starts inside the viewport`).toBeGreaterThanOrEqual(0)
  expect(box!.x + box!.width, `${what} ends inside the viewport (${viewport.width} px wide)`).toBeLessThanOrEqual(viewport.width + 0.5)
  expect(box!.y + box!.height, `${what} ends inside the viewport`).toBeLessThanOrEqual(viewport.height + 0.5)
  const problem = await item.evaluate((element) => {
    const rect = element.getBoundingClientRect()
    const inside = (outer: DOMRect) => rect.left >= outer.left - 0.5 && rect.right <= outer.right + 0.5 && rect.top >= outer.top - 0.5 && rect.bottom <= outer.bottom + 0.5
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const style = getComputedStyle(parent)
      if ((style.overflowX !== 'visible' || style.overflowY !== 'visible') && !inside(parent.getBoundingClientRect()))
        return `clipped by <${parent.tagName.toLowerCase()} class="${parent.className}">`
    }
    const hit = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2)
    return hit && element.contains(hit) ? null : `covered by ${hit?.outerHTML.slice(0, 120) ?? 'nothing'}`
  })
  expect(problem, `${what} is on show`).toBeNull()
}

/** Neither the page nor the nav scrolls sideways: whatever is in them is where it can be seen. */
async function expectNoSidewaysScroll(page: Page, width: number) {
  const { page: pageOverflow, nav } = await page.evaluate(() => {
    const navList = document.querySelector('nav[aria-label="Menu"] ul')!
    return { page: document.documentElement.scrollWidth - document.documentElement.clientWidth, nav: navList.scrollWidth - navList.clientWidth }
  })
  expect(pageOverflow, `the page at ${width} px scrolls sideways`).toBeLessThanOrEqual(0)
  expect(nav, `the menu at ${width} px scrolls sideways`).toBeLessThanOrEqual(0)
}

async function expectMenuShown(page: Page, navItems: string[], accountItems: string[], width: number) {
  await page.setViewportSize({ width, height: 800 })
  const links = mainNav(page).getByRole('link')
  await expect(links).toHaveText(navItems)
  for (const name of navItems) await expectFullyShown(page, mainNav(page).getByRole('link', { name, exact: true }), `"${name}" at ${width} px`)
  await expectNoSidewaysScroll(page, width)

  await expectFullyShown(page, accountButton(page), `"${pt('My account')}" at ${width} px`)
  const list = await openAccountMenu(page)
  await expect(list.getByRole('listitem')).toHaveText(accountItems)
  for (const [index, name] of accountItems.entries()) await expectFullyShown(page, list.getByRole('listitem').nth(index).locator('a, button'), `"${name}" at ${width} px`)
  await expectNoSidewaysScroll(page, width)
  await page.keyboard.press('Escape')
  await expect(list).toBeHidden()
}

test('a visitor sees the whole catalogue and "Sign in" at every width', async ({ page }) => {
  await page.goto('/')
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 })
    await expect(mainNav(page).getByRole('link')).toHaveText(catalogue)
    for (const name of catalogue) await expectFullyShown(page, mainNav(page).getByRole('link', { name, exact: true }), `"${name}" at ${width} px`)
    await expectFullyShown(page, page.getByRole('banner').getByRole('link', { name: pt('Sign in') }), `"${pt('Sign in')}" at ${width} px`)
    await expectNoSidewaysScroll(page, width)
  }
  await expect(accountButton(page)).toHaveCount(0)
})

test('a customer sees the catalogue, and its own pages and "Sign out" in the account menu, at every width', async ({ customerPage: page }) => {
  await page.goto('/')
  for (const width of widths) await expectMenuShown(page, catalogue, customerAccount, width)
})

test('an agency has its payment links in the menu, and its tools in the account menu, at every width', async ({ agencyPage: page }) => {
  await page.goto('/agency/paymentLinks')
  await expect(page.getByRole('heading', { level: 1, name: pt('Payment links') })).toBeVisible()
  await expect(mainNav(page).getByRole('link', { name: pt('Payment links') })).toHaveAttribute('aria-current', 'page')
  const [home, ...rest] = catalogue
  for (const width of widths) await expectMenuShown(page, [home!, pt('Payment links'), ...rest], agencyAccount, width)
})

test('the account menu works from the keyboard and closes on Escape, outside, on leaving it and after a choice', async ({ customerPage: page }) => {
  await page.goto('/')
  const button = accountButton(page)
  const list = page.getByRole('banner').getByRole('list', { name: pt('My account') })
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await expect(list).toBeHidden()

  // Enter opens it; Tab walks its links; Escape closes it and gives the focus back to the button.
  await button.focus()
  await page.keyboard.press('Enter')
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  await expect(list).toBeVisible()
  await expect(list).toHaveAttribute('id', (await button.getAttribute('aria-controls'))!)
  await page.keyboard.press('Tab')
  await expect(list.getByRole('link', { name: pt('My data') })).toBeFocused()
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(list.getByRole('button', { name: pt('Sign out') })).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(list).toBeHidden()
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await expect(button).toBeFocused()

  // Space opens it too; tabbing back out of it closes it.
  await page.keyboard.press('Space')
  await expect(list).toBeVisible()
  await page.keyboard.press('Shift+Tab')
  await expect(button).not.toBeFocused()
  await expect(list).toBeHidden()

  // A click outside closes it.
  await openAccountMenu(page)
  await page.getByRole('heading', { level: 1 }).click()
  await expect(list).toBeHidden()
  await expect(button).toHaveAttribute('aria-expanded', 'false')

  // A choice by keyboard goes there and closes it; the current page is marked in it.
  await button.focus()
  await page.keyboard.press('Enter')
  await page.keyboard.press('Tab')
  await page.keyboard.press('Tab')
  await expect(list.getByRole('link', { name: pt('My purchases') })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL((url) => url.pathname === '/user/myAcquired')
  await expect(page.getByRole('heading', { level: 1, name: pt('My purchases') })).toBeVisible()
  await expect(list).toBeHidden()
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await openAccountMenu(page)
  await expect(list.getByRole('link', { name: pt('My purchases') })).toHaveAttribute('aria-current', 'page')

  // A choice by mouse too.
  await list.getByRole('link', { name: pt('My data') }).click()
  await expect(page).toHaveURL((url) => url.pathname === '/user/profile')
  await expect(list).toBeHidden()
})

test('the open account menu passes axe, on a desktop and on a phone', async ({ agencyPage: page }) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 })
    const list = await openAccountMenu(page)
    await expect(list).toBeVisible()
    await expectNoSeriousViolations(page)
    await page.keyboard.press('Escape')
    await expect(list).toBeHidden()
  }
})
