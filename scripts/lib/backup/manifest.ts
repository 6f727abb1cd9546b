import * as v from 'valibot'

/** Bumped when the archive's layout changes; restore refuses a format it does not know. */
export const BACKUP_FORMAT = 1
export const MANIFEST_FILE = 'manifest.json'

const count = v.pipe(v.number(), v.integer(), v.minValue(0))

export const manifestSchema = v.object({
  format: v.literal(BACKUP_FORMAT),
  app: v.literal('roteiro'),
  appVersion: v.string(),
  createdAt: v.pipe(v.string(), v.isoTimestamp()),
  database: v.object({
    kind: v.picklist(['pglite', 'postgres']),
    /** Path inside the archive. */
    file: v.string(),
    sha256: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
    /** PostgreSQL's server_version_num (PGlite's own for pglite). */
    serverVersion: v.number(),
    /** The newest migration applied: drizzle's `created_at`, which is the journal's `when`, and its tag. */
    migration: v.object({ when: count, tag: v.string() }),
  }),
  counts: v.object({ users: count, orders: count, paymentEvents: count }),
  uploads: v.object({ files: count, bytes: count }),
})

export type Manifest = v.InferOutput<typeof manifestSchema>
export type RowCounts = Manifest['counts']

/** Parses manifest.json; a message naming what is wrong when it is not a manifest this code can restore. */
export function parseManifest(text: string): Manifest {
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    throw new Error("The archive's manifest.json is not JSON.")
  }
  const format = (json as { format?: unknown } | null)?.format
  if (typeof format === 'number' && format > BACKUP_FORMAT)
    throw new Error(
      `The archive has backup format ${format}; this code reads format ${BACKUP_FORMAT}. Restore it with the version that made it (${String((json as { appVersion?: unknown }).appVersion)}) or newer.`,
    )
  const result = v.safeParse(manifestSchema, json)
  if (!result.success) {
    const problems = result.issues.map((issue) => `${v.getDotPath(issue) ?? '?'}: ${issue.message}`).join('; ')
    throw new Error(`The archive's manifest.json is not a Roteiro backup manifest: ${problems}`)
  }
  return result.output
}
