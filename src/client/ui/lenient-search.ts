import * as v from 'valibot'

/**
 * Parses a URL's search with a schema, dropping each key the schema refuses instead of failing
 * the page: a hand-edited URL with a bad value loses that value only. Null when nothing parses.
 */
export function parseLenient<S extends v.GenericSchema>(schema: S, search: Record<string, unknown>): v.InferOutput<S> | null {
  let candidate = search
  for (;;) {
    const result = v.safeParse(schema, candidate)
    if (result.success) return result.output
    const bad = new Set(result.issues.map((issue) => String(issue.path?.[0]?.key ?? '')))
    const kept = Object.fromEntries(Object.entries(candidate).filter(([key]) => !bad.has(key)))
    if (Object.keys(kept).length === Object.keys(candidate).length) return null
    candidate = kept
  }
}
