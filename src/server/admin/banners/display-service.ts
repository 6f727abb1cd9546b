import { asc, eq } from 'drizzle-orm'
import type { BannerOrder, BannerSettings } from '../../../domain/admin/banner.ts'
import { DEFAULT_HOME_BANNER_COUNT, HOME_BANNER_COUNT_KEY } from '../../catalogue/content-service.ts'
import type { Db } from '../../db/client.ts'
import { banners, settings } from '../../db/schema/index.ts'
import { apiErrorOnField } from '../../http/errors.ts'
import { recordAudit } from '../audit.ts'

/** Every banner's id in display order: what PUT /order takes back, rearranged. */
export async function bannerOrder(db: Db): Promise<BannerOrder> {
  const rows = await db.select({ id: banners.id }).from(banners).orderBy(asc(banners.position), asc(banners.id))
  return { ids: rows.map((row) => row.id) }
}

/**
 * Numbers the banners 0, 1, 2... in the order given, in one transaction. The list must name every
 * banner once: a banner added or deleted since the admin's screen loaded makes it a 409, so a
 * stale screen never drops one from the order.
 */
export async function reorderBanners(db: Db, actorId: number, { ids }: BannerOrder, now: Date): Promise<BannerOrder> {
  return db.transaction(async (tx) => {
    const current = await tx.select({ id: banners.id, position: banners.position }).from(banners).orderBy(asc(banners.id)).for('update')
    const known = new Set(current.map((banner) => banner.id))
    if (ids.length !== current.length || ids.some((id) => !known.has(id))) throw apiErrorOnField('ids', 'banner.order_mismatch')
    const positions = new Map(current.map((banner) => [banner.id, banner.position]))
    for (const [position, id] of ids.entries()) {
      const before = positions.get(id)
      if (before === position) continue
      await tx.update(banners).set({ position }).where(eq(banners.id, id))
      await recordAudit(tx, { actorId, entity: 'banner', entityId: id, action: 'update', before: { position: before }, after: { position } }, now)
    }
    return { ids }
  })
}

/** How many live banners the home page shows (the public list's limit). */
export async function bannerSettings(db: Db): Promise<BannerSettings> {
  const [row] = await db.select().from(settings).where(eq(settings.key, HOME_BANNER_COUNT_KEY))
  return { homeCount: typeof row?.value === 'number' ? row.value : DEFAULT_HOME_BANNER_COUNT }
}

export async function saveBannerSettings(db: Db, actorId: number, input: BannerSettings, now: Date): Promise<BannerSettings> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(settings).where(eq(settings.key, HOME_BANNER_COUNT_KEY)).for('update')
    await tx
      .insert(settings)
      .values({ key: HOME_BANNER_COUNT_KEY, value: input.homeCount })
      .onConflictDoUpdate({ target: settings.key, set: { value: input.homeCount } })
    const previous = typeof before?.value === 'number' ? before.value : DEFAULT_HOME_BANNER_COUNT
    await recordAudit(tx, { actorId, entity: 'setting', entityId: HOME_BANNER_COUNT_KEY, action: 'update', before: { homeCount: previous }, after: input }, now)
    return input
  })
}
