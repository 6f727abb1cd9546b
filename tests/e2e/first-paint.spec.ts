import type { APIRequestContext, Page } from '@playwright/test'
import { pt } from './fixtures/catalog.ts'
import { listTrips } from './fixtures/catalogue.ts'
import { expect, test } from './fixtures/test.ts'

/**
 * Issue 30: a first visit to a public page draws without TanStack Query (docs/PERFORMANCE.md,
 * "Issue 30, fourth pass"); Query, with the saved query cache, loads once the page has settled.
 * Query's code is recognised by its retryer's error name, a string the minifier keeps; the test
 * also sees it arrive later, so a renamed string cannot make it pass for nothing.
 */
const QUERY_MARK = 'CancelledError'

/** Records, in the page, when the first h1 with `name` appears. */
async function watchHeading(page: Page, name: string) {
  await page.addInitScript((heading) => {
    const seen = () => [...document.querySelectorAll('h1')].some((h1) => h1.textContent?.includes(heading))
    new MutationObserver((_, observer) => {
      if (!seen()) return
      ;(window as { headingAt?: number }).headingAt = performance.now()
      observer.disconnect()
    }).observe(document, { childList: true, subtree: true, characterData: true })
  }, name)
}

/** The build's scripts the page requested, each with whether it was before the heading. */
const scriptsOf = (page: Page) =>
  page.evaluate(() => {
    const headingAt = (window as { headingAt?: number }).headingAt ?? Infinity
    return performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'))
      .map((entry) => ({ url: entry.name, beforeHeading: entry.startTime < headingAt }))
  })

const holdsQuery = async (request: APIRequestContext, url: string) => (await (await request.get(url)).text()).includes(QUERY_MARK)

const visits = [
  {
    page: 'a shared trip link',
    open: async (request: APIRequestContext) => {
      const [trip] = (await listTrips(request, { pageSize: 1 })).items
      return { path: `/trip/${trip!.slug}`, heading: trip!.name }
    },
  },
  { page: 'the home', open: async () => ({ path: '/', heading: pt('Where do you want to go?') }) },
]

for (const visit of visits) {
  test(`${visit.page} draws without TanStack Query, which loads once the page has settled`, async ({ page, request }) => {
    const { path, heading } = await visit.open(request)
    await watchHeading(page, heading)
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()

    const firstPaint = (await scriptsOf(page)).filter((script) => script.beforeHeading)
    expect(firstPaint.length, 'scripts before the heading').toBeGreaterThan(0)
    for (const script of firstPaint) expect(await holdsQuery(request, script.url), `${script.url} holds TanStack Query`).toBe(false)

    // Later (the saved query cache, the Chakra screens), Query does load.
    await expect
      .poll(
        async () => {
          for (const script of await scriptsOf(page)) if (await holdsQuery(request, script.url)) return true
          return false
        },
        { timeout: 15_000 },
      )
      .toBe(true)
  })
}
