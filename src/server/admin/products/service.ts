import { and, eq, sql } from 'drizzle-orm'
import type { AdminListQuery } from '../../../domain/admin/list.ts'
import type { AdminProduct, ProductInput } from '../../../domain/admin/product.ts'
import type { Page } from '../../../domain/query-params.ts'
import type { Db } from '../../db/client.ts'
import { qualified } from '../../db/qualified.ts'
import { foldForSearch, orders, products } from '../../db/schema/index.ts'
import { apiError } from '../../http/errors.ts'
import { recordAudit } from '../audit.ts'
import { orderByOf, pageWindow, textSearch, toPage, windowTotal } from '../list-query.ts'

const orderCount = sql<number>`(select count(*) from ${orders} where ${orders.productId} = ${qualified(products.id)})`.mapWith(Number)
const columns = {
  id: products.id,
  name: products.name,
  description: products.description,
  photo: products.photo,
  pdfKey: products.pdfKey,
  priceCents: products.priceCents,
  active: products.active,
  orders: orderCount,
}
const missing = (id: number) => apiError('product.not_found', { id })

export async function listProducts(db: Db, query: AdminListQuery<'name' | 'priceCents' | 'active' | 'orders'>): Promise<Page<AdminProduct>> {
  const where = and(...textSearch(query.q, [products.name, products.description]))
  const sortable = { name: foldForSearch(sql`${products.name}`), priceCents: products.priceCents, active: products.active, orders: orderCount }
  const rows = await db
    .select({ ...columns, total: windowTotal })
    .from(products)
    .where(where)
    .orderBy(...orderByOf(query.sort, 'name', sortable, products.id))
    .limit(pageWindow(query).limit)
    .offset(pageWindow(query).offset)
  return toPage(
    query,
    rows,
    ({ total: _, ...product }) => product,
    () => db.$count(products, where),
  )
}

/** The product's current file (404 when there is no such product): an edit may keep it even when it was not uploaded through the API (the demo's). */
export async function currentPdfKey(db: Db, id: number): Promise<string> {
  const [row] = await db.select({ pdfKey: products.pdfKey }).from(products).where(eq(products.id, id))
  if (!row) throw missing(id)
  return row.pdfKey
}

export async function createProduct(db: Db, actorId: number, input: ProductInput, now: Date): Promise<AdminProduct> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(products).values(input).returning(columns)
    await recordAudit(tx, { actorId, entity: 'product', entityId: row!.id, action: 'create' }, now)
    return row!
  })
}

export async function updateProduct(db: Db, actorId: number, id: number, input: ProductInput, now: Date): Promise<AdminProduct> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select(columns).from(products).where(eq(products.id, id)).for('update')
    if (!before) throw missing(id)
    const [row] = await tx.update(products).set(input).where(eq(products.id, id)).returning(columns)
    await recordAudit(tx, { actorId, entity: 'product', entityId: id, action: 'update', before, after: row! }, now)
    return row!
  })
}

/** 409 once an order names the product (the order keeps pointing at it): deactivate it instead. */
export async function deleteProduct(db: Db, actorId: number, id: number, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ name: foldForSearch(sql`${products.name}`), orders: orderCount })
      .from(products)
      .where(eq(products.id, id))
      .for('update')
    if (!row) throw missing(id)
    if (row.orders > 0) throw apiError('product.in_use', { orders: row.orders })
    await tx.delete(products).where(eq(products.id, id))
    await recordAudit(tx, { actorId, entity: 'product', entityId: id, action: 'delete', before: { name: row.name }, after: {} }, now)
  })
}
