import type { Db } from '../db/client.ts'
import type { Env } from '../env.ts'
import { ensureDemoAccounts } from './demo-accounts.ts'
import { ensureFirstAdmin } from './first-admin.ts'

/** At start: the first admin from ADMIN_EMAIL/ADMIN_PASSWORD, and the demo accounts when SEED_DEMO is true. */
export async function prepareAccounts(db: Db, env: Pick<Env, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD' | 'SEED_DEMO'>): Promise<void> {
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    if ((await ensureFirstAdmin(db, env.ADMIN_EMAIL, env.ADMIN_PASSWORD)) === 'created') console.info(`First admin created: ${env.ADMIN_EMAIL}`)
  } else if (env.ADMIN_EMAIL || env.ADMIN_PASSWORD) {
    console.warn('Set both ADMIN_EMAIL and ADMIN_PASSWORD to create the first admin.')
  }
  if (env.SEED_DEMO === 'true') {
    const created = await ensureDemoAccounts(db)
    if (created.length > 0) console.info(`Demo accounts created (passwords in docs/AUTH.md): ${created.join(', ')}`)
  }
}
