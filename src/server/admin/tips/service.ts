import { fieldError } from '../../http/validation.ts'
import { and, eq, sql } from 'drizzle-orm'
import type { AdminListQuery } from '../../../domain/admin/list.ts'
import type { Page } from '../../../domain/query-params.ts'
import { slugify } from '../../../domain/slug.ts'
import type { AdminTip, TipInput } from '../../../domain/admin/tip.ts'
import type { Db } from '../../db/client.ts'
import { isUniqueViolation } from '../../db/errors.ts'
import { foldForSearch, tips } from '../../db/schema/index.ts'
import { apiError, apiErrorOnField } from '../../http/errors.ts'
import { recordAudit } from '../audit.ts'
import { orderByOf, pageWindow, textSearch, toPage, windowTotal } from '../list-query.ts'

const columns = { id: tips.id, slug: tips.slug, title: tips.title, text: tips.text, image: tips.image, active: tips.active }
const titleTaken = () => apiErrorOnField('title', 'tip.title_taken')
const missing = (id: number) => apiError('tip.not_found', { id })

export async function listTips(db: Db, query: AdminListQuery<'title' | 'active'>): Promise<Page<AdminTip>> {
  const where = and(...textSearch(query.q, [tips.title, tips.text]))
  const rows = await db
    .select({ ...columns, total: windowTotal })
    .from(tips)
    .where(where)
    .orderBy(...orderByOf(query.sort, 'title', { title: foldForSearch(sql`${tips.title}`), active: tips.active }, tips.id))
    .limit(pageWindow(query).limit)
    .offset(pageWindow(query).offset)
  return toPage(
    query,
    rows,
    ({ total: _, ...tip }) => tip,
    () => db.$count(tips, where),
  )
}

/** The slug comes from the first title and stays: a retitled tip keeps its address. */
export async function createTip(db: Db, actorId: number, input: TipInput, now: Date): Promise<AdminTip> {
  const slug = slugify(input.title)
  if (!slug) throw fieldError('title', 'field.slugless')
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(tips)
        .values({ ...input, slug })
        .returning(columns)
      await recordAudit(tx, { actorId, entity: 'tip', entityId: row!.id, action: 'create' }, now)
      return row!
    })
  } catch (error) {
    throw isUniqueViolation(error) ? titleTaken() : error
  }
}

export async function updateTip(db: Db, actorId: number, id: number, input: TipInput, now: Date): Promise<AdminTip> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select(columns).from(tips).where(eq(tips.id, id)).for('update')
    if (!before) throw missing(id)
    const [row] = await tx.update(tips).set(input).where(eq(tips.id, id)).returning(columns)
    await recordAudit(tx, { actorId, entity: 'tip', entityId: id, action: 'update', before, after: row! }, now)
    return row!
  })
}

export async function deleteTip(db: Db, actorId: number, id: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(tips).where(eq(tips.id, id)).returning(columns)
    if (!row) throw missing(id)
    await recordAudit(tx, { actorId, entity: 'tip', entityId: id, action: 'delete', before: { title: row.title }, after: {} }, now)
  })
}
