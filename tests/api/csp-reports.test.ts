import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { cspReportLimit } from '../../src/server/csp-reports/routes.ts'
import { serverLog } from './helpers/server-log.ts'
import { createTestApp, type TestApp } from './helpers/test-app.ts'

/**
 * POST /api/csp-reports: what browsers send when the CSP refuses something (report-uri's
 * application/csp-report, report-to's application/reports+json) becomes one log line a violation,
 * with the page's path but never its query (a payment link's token, a reset code).
 */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ auth: { trustProxy: true } })
})
beforeEach(() => t.reset())
afterAll(() => t.close())

const report = (type: string, body: unknown, ip = '203.0.113.9') =>
  t.app.request('/api/csp-reports', { method: 'POST', headers: { 'Content-Type': type, 'X-Forwarded-For': ip }, body: JSON.stringify(body) })

/** What `send` gives, and the lines it logged. */
const logged = async <T>(send: () => T | Promise<T>) => {
  serverLog.clear()
  const result = await send()
  return { result, lines: serverLog.lines().flatMap((line) => (line.level === 'warn' && line.msg?.startsWith('CSP violation') ? [line.msg] : [])) }
}

test("report-uri's report is logged as one line, its page's path without the query, and answered 204", async () => {
  const { result: response, lines } = await logged(() =>
    report('application/csp-report', {
      'csp-report': {
        'document-uri': 'https://roteiro.example/pagamento/abc?token=segredo',
        'violated-directive': 'script-src-elem',
        'effective-directive': 'script-src-elem',
        'blocked-uri': 'https://evil.example/x.js?leak=1',
        'original-policy': "default-src 'self'",
      },
    }),
  )

  expect(response.status).toBe(204)
  expect(lines).toEqual(['CSP violation: script-src-elem blocked https://evil.example on /pagamento/abc'])
})

test("report-to's reports are logged one line a violation; other kinds of report are not", async () => {
  const { result: response, lines } = await logged(() =>
    report('application/reports+json', [
      {
        type: 'csp-violation',
        age: 1,
        url: 'https://roteiro.example/',
        body: { documentURL: 'https://roteiro.example/viagens?q=1', effectiveDirective: 'script-src-elem', blockedURL: 'inline' },
      },
      { type: 'deprecation', body: { id: 'x' } },
      { type: 'csp-violation', body: { documentURL: 'https://roteiro.example/', effectiveDirective: 'img-src', blockedURL: 'data:image/png;base64,AAA' } },
    ]),
  )

  expect(response.status).toBe(204)
  expect(lines).toEqual(['CSP violation: script-src-elem blocked inline on /viagens', 'CSP violation: img-src blocked data on /'])
})

test('what a poster writes cannot break the log line', async () => {
  const { lines } = await logged(() =>
    report('application/csp-report', { 'csp-report': { 'document-uri': 'not a url\nFAKE LINE', 'effective-directive': 'x\ny', 'blocked-uri': 'https://a.example/\r\nFAKE' } }),
  )

  expect(lines).toEqual(['CSP violation: ? blocked https://a.example on ?'])
})

test('other types are 415: JSON, text, a form', async () => {
  for (const type of ['application/json', 'text/plain', 'application/x-www-form-urlencoded']) {
    const response = await report(type, { 'csp-report': {} })
    expect(response.status, type).toBe(415)
    expect(((await response.json()) as { code: string }).code).toBe('request.unsupported_media_type')
  }
})

test('a body over 16 KB is a 413', async () => {
  const response = await report('application/csp-report', { 'csp-report': { 'document-uri': 'x'.repeat(17 * 1024) } })

  expect(response.status).toBe(413)
})

test('a burst from one IP is cut at the limit with 429 and logs no more; another IP still reports', async () => {
  const { result, lines } = await logged(async () => {
    const burst = await Promise.all(Array.from({ length: cspReportLimit.limit + 5 }, () => report('application/csp-report', { 'csp-report': {} }, '198.51.100.4')))
    return { burst: burst.map((response) => response.status), other: (await report('application/csp-report', { 'csp-report': {} }, '198.51.100.5')).status }
  })

  expect(result.burst.filter((status) => status === 204)).toHaveLength(cspReportLimit.limit)
  expect(result.burst.filter((status) => status === 429)).toHaveLength(5)
  expect(result.other).toBe(204)
  expect(lines).toHaveLength(cspReportLimit.limit + 1)
})
