import type { Db } from '../../src/server/db/client.ts'
import { banners, contactMessages, products, settings, tips, travelInformation } from '../../src/server/db/schema/index.ts'
import { buildImage, uniqueSuffix } from './images.ts'

type NewBanner = typeof banners.$inferInsert
type NewTip = typeof tips.$inferInsert
type NewTravelInformation = typeof travelInformation.$inferInsert
type NewProduct = typeof products.$inferInsert

/** A banner with no start/end window (always live) unless the overrides give one; dates are ISO strings. */
export async function insertBanner(db: Db, overrides: Partial<NewBanner> = {}) {
  const [row] = await db
    .insert(banners)
    .values({ title: `Banner ${uniqueSuffix()}`, image: buildImage({ alt: 'Banner' }), link: '/trips', ...overrides })
    .returning()
  return row!
}

export async function insertTip(db: Db, overrides: Partial<NewTip> = {}) {
  const id = uniqueSuffix()
  const [row] = await db
    .insert(tips)
    .values({ slug: `dica-${id}`, title: `Dica ${id}`, text: 'Chegue ao embarque 30 minutos antes.', ...overrides })
    .returning()
  return row!
}

export async function insertTravelInformation(db: Db, overrides: Partial<NewTravelInformation> = {}) {
  const [row] = await db
    .insert(travelInformation)
    .values({ type: 'Bagagem', text: `Uma mala de até 23 kg por pessoa (${uniqueSuffix()}).`, ...overrides })
    .returning()
  return row!
}

export async function insertProduct(db: Db, overrides: Partial<NewProduct> = {}) {
  const id = uniqueSuffix()
  const [row] = await db
    .insert(products)
    .values({ name: `Guia ${id}`, description: 'Guia de viagem em PDF.', photo: buildImage({ alt: 'Capa do guia' }), pdfKey: `products/${id}.pdf`, ...overrides })
    .returning()
  return row!
}

export async function setSetting(db: Db, key: string, value: unknown) {
  await db.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } })
}

export const listContactMessages = (db: Db) => db.select().from(contactMessages)
