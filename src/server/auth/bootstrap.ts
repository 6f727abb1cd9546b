import type { Db } from '../db/client.ts'
import type { Env } from '../env.ts'
import { ensureDemoAccounts } from './demo-accounts.ts'
import { ensureFirstAdmin } from './first-admin.ts'
import { logger } from '../observability/logger.ts'

/** At start: the first admin from ADMIN_EMAIL/ADMIN_PASSWORD, and the demo accounts when SEED_DEMO is true. */
export async function prepareAccounts(db: Db, env: Pick<Env, 'ADMIN_EMAIL' | 'ADMIN_PASSWORD' | 'SEED_DEMO'>): Promise<void> {
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    if ((await ensureFirstAdmin(db, env.ADMIN_EMAIL, env.ADMIN_PASSWORD)) === 'created') logger().info({ email: env.ADMIN_EMAIL }, 'First admin created')
  } else if (env.ADMIN_EMAIL || env.ADMIN_PASSWORD) {
    logger().warn('Set both ADMIN_EMAIL and ADMIN_PASSWORD to create the first admin.')
  }
  if (env.SEED_DEMO === 'true') {
    const created = await ensureDemoAccounts(db)
    if (created.length > 0) logger().info({ accounts: created }, 'Demo accounts created (passwords in docs/AUTH.md)')
  }
}
