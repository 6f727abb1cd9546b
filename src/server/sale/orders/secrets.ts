import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { appSecrets } from '../../db/schema/index.ts'

/**
 * A secret by name: the configured one, or one made once (`make`: 32 random bytes by default) and
 * kept in the database, so every server process on that database signs and verifies alike.
 */
export function sharedSecret(db: Db, name: string, configured: string | null, make = () => randomBytes(32).toString('base64url')): () => Promise<string> {
  let cached: Promise<string> | undefined
  const load = async () => {
    await db.insert(appSecrets).values({ name, value: make() }).onConflictDoNothing()
    const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name))
    if (!row) throw new Error(`secret ${name} could not be stored`)
    return row.value
  }
  return () => {
    if (configured) return Promise.resolve(configured)
    cached ??= load().catch((error: unknown) => {
      cached = undefined
      throw error
    })
    return cached
  }
}
