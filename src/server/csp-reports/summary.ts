import type * as v from 'valibot'
import type { cspReportSchema, reportingSchema } from '../../domain/csp-report.ts'

/** One violation, as much of it as the log keeps. */
export interface Violation {
  directive: string | undefined
  blocked: string | undefined
  document: string | undefined
}

export function violationsOf(body: v.InferOutput<typeof cspReportSchema> | v.InferOutput<typeof reportingSchema>): Violation[] {
  if (!Array.isArray(body)) {
    const report = body['csp-report']
    return [{ directive: report['effective-directive'] ?? report['violated-directive'], blocked: report['blocked-uri'], document: report['document-uri'] }]
  }
  return body
    .filter((report) => report.type === 'csp-violation')
    .map(({ body }) => ({ directive: body?.effectiveDirective, blocked: body?.blockedURL, document: body?.documentURL }))
}

/** A URL's origin; a keyword a browser writes instead of a URL (inline, eval, data, blob); or '?'. */
function blockedOrigin(blocked: string | undefined): string {
  if (!blocked) return '?'
  if (/^[a-z-]{1,30}$/.test(blocked)) return blocked
  try {
    const url = new URL(blocked)
    return url.origin === 'null' ? `${url.protocol.replace(/:$/, '')}` : url.origin
  } catch {
    return '?'
  }
}

/** A page's path alone: its query may hold a payment link's token or a reset code. */
function documentPath(document: string | undefined): string {
  try {
    return document ? new URL(document).pathname.slice(0, 200) : '?'
  } catch {
    return '?'
  }
}

/**
 * One line a violation: `script-src-elem blocked https://evil.example on /viagens/x`. Everything
 * in it comes from whoever posts the report, so each part is cut to what it can honestly be (a
 * directive's name, an origin, a path the URL parser has encoded): no line breaks, no query.
 */
export function violationLine({ directive, blocked, document }: Violation): string {
  const name = directive?.split(' ')[0]
  return `CSP violation: ${name && /^[a-z-]{1,40}$/.test(name) ? name : '?'} blocked ${blockedOrigin(blocked)} on ${documentPath(document)}`
}
