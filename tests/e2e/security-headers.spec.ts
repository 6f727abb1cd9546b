import { collectCspViolations } from './fixtures/csp-violations.ts'
import { expect, test } from './fixtures/test.ts'

/**
 * The policy holds in a real browser: a script injected into a page (what an XSS would do) does
 * not run, the violation reaches the guard every test runs with (fixtures/test.ts), and the
 * browser reports it to POST /api/csp-reports. It runs
 * in a context of its own, so the guard of this test's `page` stays clean.
 */
test('an injected inline script does not run, and the guard sees the violation', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL })
  try {
    const violations: string[] = []
    await collectCspViolations(context, violations)
    const page = await context.newPage()
    await page.goto('/')
    await expect(page.getByRole('link', { name: /Roteiro/ }).first()).toBeVisible()

    const reported = context.waitForEvent('request', { predicate: (request) => new URL(request.url()).pathname === '/api/csp-reports', timeout: 15_000 })
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script')
      script.textContent = 'window.__injected = true'
      document.body.append(script)
      await new Promise((resolve) => setTimeout(resolve, 100))
      return (window as { __injected?: boolean }).__injected === true
    })

    expect(ran).toBe(false)
    await expect.poll(() => violations).toEqual([expect.stringMatching(/^CSP violation: script-src(-elem)? refused inline/)])
    // The browser reports it to us too (report-uri: this server is plain http; see content-security-policy.ts).
    const report = await reported
    expect(report.headers()['content-type']).toBe('application/csp-report')
    expect((await report.response())?.status()).toBe(204)
  } finally {
    await context.close()
  }
})

test('the page may not be framed by another site', async ({ request }) => {
  const shell = await request.get('/')
  expect(shell.headers()['content-security-policy']).toContain("frame-ancestors 'none'")
  expect(shell.headers()['x-frame-options']).toBe('DENY')
})
