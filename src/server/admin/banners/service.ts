import { and, eq, sql } from 'drizzle-orm'
import type { AdminBanner, BannerInput } from '../../../domain/admin/banner.ts'
import type { AdminListQuery } from '../../../domain/admin/list.ts'
import type { Page } from '../../../domain/query-params.ts'
import type { Db } from '../../db/client.ts'
import { banners, foldForSearch } from '../../db/schema/index.ts'
import { apiError } from '../../http/errors.ts'
import { recordAudit } from '../audit.ts'
import { orderByOf, pageWindow, textSearch, toPage, windowTotal } from '../list-query.ts'
import { toIso } from '../../catalogue/content-service.ts'

type BannerRow = typeof banners.$inferSelect

const missing = (id: number) => apiError('banner.not_found', { id })
const last = sql<number>`(select coalesce(max(${banners.position}), -1) + 1 from ${banners})`

export const toAdminBanner = (row: BannerRow): AdminBanner => ({ ...row, startsAt: toIso(row.startsAt), endsAt: toIso(row.endsAt) })

export async function listBanners(db: Db, query: AdminListQuery<'position' | 'title' | 'startsAt' | 'endsAt'>): Promise<Page<AdminBanner>> {
  const where = and(...textSearch(query.q, [banners.title, banners.link]))
  const sortable = { position: banners.position, title: foldForSearch(sql`${banners.title}`), startsAt: banners.startsAt, endsAt: banners.endsAt }
  const rows = await db
    .select({ row: banners, total: windowTotal })
    .from(banners)
    .where(where)
    .orderBy(...orderByOf(query.sort, 'position', sortable, banners.id))
    .limit(pageWindow(query).limit)
    .offset(pageWindow(query).offset)
  return toPage(
    query,
    rows,
    ({ row }) => toAdminBanner(row),
    () => db.$count(banners, where),
  )
}

/** A new banner goes last in the display order. */
export async function createBanner(db: Db, actorId: number, input: BannerInput, now: Date): Promise<AdminBanner> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(banners)
      .values({ ...input, position: last })
      .returning()
    await recordAudit(tx, { actorId, entity: 'banner', entityId: row!.id, action: 'create' }, now)
    return toAdminBanner(row!)
  })
}

export async function updateBanner(db: Db, actorId: number, id: number, input: BannerInput, now: Date): Promise<AdminBanner> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(banners).where(eq(banners.id, id)).for('update')
    if (!before) throw missing(id)
    const [row] = await tx.update(banners).set(input).where(eq(banners.id, id)).returning()
    await recordAudit(tx, { actorId, entity: 'banner', entityId: id, action: 'update', before: { ...toAdminBanner(before) }, after: { ...toAdminBanner(row!) } }, now)
    return toAdminBanner(row!)
  })
}

export async function deleteBanner(db: Db, actorId: number, id: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(banners).where(eq(banners.id, id)).returning()
    if (!row) throw missing(id)
    await recordAudit(tx, { actorId, entity: 'banner', entityId: id, action: 'delete', before: { title: row.title }, after: {} }, now)
  })
}
