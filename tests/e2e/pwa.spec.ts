import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium, type Browser, type Locator, type Page } from '@playwright/test'
import { CHROMIUM, CHROMIUM_ARGS } from '../../scripts/lib/chromium.ts'
import { freePort } from '../../scripts/lib/free-port.ts'
import { pt } from './fixtures/catalog.ts'
import { waitForServiceWorker } from './fixtures/pwa.ts'
import { buildClient, startClientServer } from './fixtures/pwa-server.ts'
import { expect, test } from './fixtures/test.ts'

interface Manifest {
  id: string
  name: string
  short_name: string
  description: string
  start_url: string
  display: string
  theme_color: string
  background_color: string
  lang: string
  icons: { src: string; sizes: string; purpose?: string }[]
  shortcuts: { name: string; url: string; icons: { src: string; sizes: string }[] }[]
}

test('the web manifest describes the installable app in Portuguese, with its icons and a shortcut to my purchases', async ({ page, request }) => {
  await page.goto('/')
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  expect(href).toBeTruthy()
  const manifest = (await (await request.get(href!)).json()) as Manifest
  expect(manifest).toMatchObject({ id: '/', name: 'Roteiro Viagens', short_name: 'Roteiro', start_url: '/', display: 'standalone', lang: 'pt-BR' })
  expect(manifest.theme_color.toUpperCase()).toBe('#15151E')
  expect(manifest.background_color.toUpperCase()).toBe('#15151E')
  expect(manifest.description.length).toBeGreaterThan(20)
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']))
  expect(manifest.shortcuts).toEqual([expect.objectContaining({ name: 'Minhas compras', url: '/user/myAcquired' })])
  const icons = [...manifest.icons, ...manifest.shortcuts.flatMap((shortcut) => shortcut.icons)]
  for (const icon of icons) {
    const response = await request.get(icon.src)
    expect(response.status(), icon.src).toBe(200)
    expect(response.headers()['content-type']).toBe('image/png')
  }
  // iOS reads its own tags: it has no beforeinstallprompt and ignores most of the manifest.
  await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/icons/apple-touch-icon.png')
  await expect(page.locator('meta[name="apple-mobile-web-app-capable"]')).toHaveAttribute('content', 'yes')
  await expect(page.locator('meta[name="apple-mobile-web-app-title"]')).toHaveAttribute('content', 'Roteiro')
})

test('Chromium finds the app installable (Page.getInstallabilityErrors) and offers "Instalar app"', async ({ baseURL }) => {
  const userDataDir = await mkdtemp(path.join(tmpdir(), 'roteiro-install-'))
  const context = await chromium.launchPersistentContext(userDataDir, { executablePath: CHROMIUM, args: CHROMIUM_ARGS, locale: 'pt-BR', baseURL })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto('/')
    await waitForServiceWorker(page)
    const cdp = await context.newCDPSession(page)
    await expect
      .poll(async () => ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] }).installabilityErrors.map((error) => error.errorId), {
        timeout: 15_000,
      })
      .toEqual([])
    // The browser offered installation (beforeinstallprompt): the footer's button appears.
    await expect(page.getByRole('contentinfo').getByRole('button', { name: pt('Install app') })).toBeVisible({ timeout: 15_000 })
  } finally {
    await context.close()
    await rm(userDataDir, { recursive: true, force: true })
  }
})

test('the service worker controls the page from the first visit and keeps its route chunks', async ({ page }) => {
  await page.goto('/')
  await waitForServiceWorker(page)
  const cached = await page.evaluate(async () => {
    const name = (await caches.keys()).find((key) => key.startsWith('workbox-precache'))
    return name ? (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname) : []
  })
  expect(cached).toContain('/index.html')
  // The entry's scripts (the app's chunk and the bundler's runtime).
  const entries = await page.locator('script[type="module"][src*="/assets/"]').evaluateAll((scripts) => scripts.map((script) => script.getAttribute('src')))
  expect(entries.length).toBeGreaterThan(0)
  for (const entry of entries) expect(cached).toContain(entry)
  // The route chunks too (trip detail, the institutional pages' text catalog), not just the entry.
  expect(cached.filter((pathname) => pathname.startsWith('/assets/')).length).toBeGreaterThan(40)
})

let secondBuild: { root: string; built: Promise<string> } | undefined

/**
 * A second build of the same code under another id, made once for the file's update tests (a
 * build is ~30 s of CPU): started by the first test that needs it, alongside its first visit.
 */
function secondDeploy(): Promise<string> {
  if (!secondBuild) {
    const root = path.join(tmpdir(), `roteiro-next-deploy-${process.pid}-${Date.now()}`)
    secondBuild = { root, built: buildClient(root, { VITE_BUILD_ID: `update-test-${Date.now()}` }).then(() => root) }
  }
  return secondBuild.built
}

test.afterAll(async () => {
  if (secondBuild) await rm(secondBuild.root, { recursive: true, force: true })
})

/**
 * The app open on the first deploy (dist/, which `npm test` builds before the e2e run), then a
 * second build of the same code under another id deployed at the same address, and the app told
 * to look for it (it asks hourly and whenever the window gets focus): `use` gets the page showing
 * the update prompt, and the two builds' entry scripts.
 */
async function withUpdateWaiting(browser: Browser, use: (update: { page: Page; prompt: Locator; entry: () => Promise<string | null>; nextEntry: string }) => Promise<void>) {
  const work = await mkdtemp(path.join(tmpdir(), 'roteiro-update-'))
  const port = await freePort()
  const dataDir = path.join(work, 'data')
  const nextRoot = secondDeploy()
  let server = await startClientServer({ root: process.cwd(), port, dataDir })
  const context = await browser.newContext({ locale: 'pt-BR' })
  try {
    const page = await context.newPage()
    await page.goto(`${server.origin}/`)
    await waitForServiceWorker(page)
    const entry = () => page.locator('script[type="module"][src*="/assets/"]').getAttribute('src')
    const firstEntry = await entry()
    await expect(page.getByTestId('update-prompt')).toHaveCount(0)

    const next = await nextRoot
    const nextEntry = /src="(\/assets\/[^"]+\.js)"/.exec(await readFile(path.join(next, 'dist/index.html'), 'utf8'))?.[1]
    expect(nextEntry).toBeTruthy()
    expect(nextEntry).not.toBe(firstEntry)
    await server.stop()
    server = await startClientServer({ root: next, port, dataDir })

    await page.evaluate(() => window.dispatchEvent(new Event('focus')))
    const prompt = page.getByTestId('update-prompt')
    await expect(prompt.getByText(pt('New version available'))).toBeVisible({ timeout: 30_000 })
    await expect(prompt).toHaveAttribute('role', 'status')
    // Until accepted, the page runs the build it loaded.
    expect(await entry()).toBe(firstEntry)
    await use({ page, prompt, entry, nextEntry: nextEntry! })
  } finally {
    await context.close()
    await server.stop()
    await rm(work, { recursive: true, force: true })
  }
}

async function expectNewBuildLoaded({ page, entry, nextEntry }: { page: Page; entry: () => Promise<string | null>; nextEntry: string }) {
  await expect.poll(entry, { timeout: 30_000 }).toBe(nextEntry)
  await expect(page.getByRole('heading', { level: 1, name: pt('Where do you want to go?') })).toBeVisible()
  await expect(page.getByTestId('update-prompt')).toHaveCount(0)
  // The address is the one the app was on (the update's own navigation leaves no parameter behind).
  expect(new URL(page.url()).search).toBe('')
}

test('a new build deployed while the app is open shows "Nova versão disponível", and accepting loads it', async ({ browser }) => {
  test.setTimeout(240_000)
  await withUpdateWaiting(browser, async (update) => {
    await update.prompt.getByRole('button', { name: pt('Update') }).click()
    await expectNewBuildLoaded(update)
  })
})

test('accepting loads the new build even while the page keeps the old service worker busy', async ({ browser }) => {
  test.setTimeout(240_000)
  await withUpdateWaiting(browser, async (update) => {
    // Requests without a pause, as a page loading pictures or chunks makes: Chromium lets the old
    // worker go only once it is idle, so the new one never takes over by itself (for up to 5 minutes).
    await update.page.evaluate(() => {
      const keepBusy = () => void fetch(`/api/health?busy=${Math.random()}`).finally(keepBusy)
      for (let lane = 0; lane < 4; lane++) keepBusy()
    })
    await update.prompt.getByRole('button', { name: pt('Update') }).click()
    await expectNewBuildLoaded(update)
  })
})

test('a page chunk that fails to load reloads the page once per path within 10 s (spec section 4)', async ({ browser, baseURL }) => {
  test.setTimeout(60_000)
  // Without the service worker, so the chunk request reaches the network, where this test breaks it.
  const context = await browser.newContext({ baseURL, locale: 'pt-BR', serviceWorkers: 'block' })
  try {
    const page = await context.newPage()
    // Playwright's clock, so the 10 s window passes without waiting for it.
    await page.clock.install()
    await page.goto('/')
    await context.route(/\/assets\/aboutUs-[^/]+\.js$/, (route) => route.abort('internetdisconnected'))
    let loads = 0
    page.on('load', () => loads++)
    const aboutUs = page.getByRole('contentinfo').getByRole('link', { name: pt('About us') })
    const state = page.getByTestId('offline-state')

    await aboutUs.click()
    // One reload; the chunk fails again and the guard lets the screen say so instead of looping.
    await expect(state.getByRole('heading', { name: pt('Could not connect') })).toBeVisible({ timeout: 15_000 })
    expect(loads).toBe(1)

    // Past the 10 s window the same path may reload again (a new deploy, say), once.
    await state.getByRole('link', { name: pt('Back to the home page') }).click()
    await expect(page.getByRole('heading', { level: 1, name: pt('Where do you want to go?') })).toBeVisible()
    await page.clock.fastForward(10_500)
    await aboutUs.click()
    await expect.poll(() => loads, { timeout: 15_000 }).toBe(2)
    await expect(state).toBeVisible({ timeout: 15_000 })
    // A second of the page's time, on its clock: a retry or reload left on a timer would fire now.
    await page.clock.runFor(1_000)
    await expect(state).toBeVisible()
    expect(loads).toBe(2)
  } finally {
    await context.close()
  }
})
