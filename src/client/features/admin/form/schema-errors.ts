import * as v from 'valibot'

/**
 * A TanStack Form validator's answer from a domain schema run on what the form will send (not on
 * its raw values: masked texts, a date in the reader's format, a percentage typed "10,5"): each
 * issue on the field named by its dot path ("address.zipCode"), the first one per field.
 */
export function schemaFieldErrors(schema: v.GenericSchema, input: unknown): { fields: Record<string, string> } | undefined {
  const result = v.safeParse(schema, input)
  if (result.success) return undefined
  const fields: Record<string, string> = {}
  for (const issue of result.issues) {
    const path = v.getDotPath(issue)
    if (path) fields[path] ??= issue.message
  }
  return { fields }
}
