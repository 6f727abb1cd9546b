import * as v from 'valibot'

/**
 * The bodies of the browsers' CSP violation reports (POST /api/csp-reports), as far as the server
 * reads them; browsers send more fields, which are ignored. `report-uri` sends the first, one
 * violation a request; `report-to` (the Reporting API) the second, a list of reports of any kind.
 */
export const cspReportMediaType = 'application/csp-report'
export const reportingMediaType = 'application/reports+json'

const text = v.pipe(v.string(), v.maxLength(2000))

export const cspReportSchema = v.object({
  'csp-report': v.object({
    'document-uri': v.optional(text),
    'violated-directive': v.optional(text),
    'effective-directive': v.optional(text),
    'blocked-uri': v.optional(text),
  }),
})

export const reportingSchema = v.pipe(
  v.array(
    v.object({
      type: text,
      body: v.optional(v.object({ documentURL: v.optional(text), effectiveDirective: v.optional(text), blockedURL: v.optional(text) })),
    }),
  ),
  v.maxLength(100),
)
