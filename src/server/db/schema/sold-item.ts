import { integer, smallint, text } from 'drizzle-orm/pg-core'
import { products, tripOptions, trips } from './catalogue.ts'

/** What an order or a payment link sells: a trip option for some people or a product, priced when made. */
export const soldItemColumns = () => ({
  tripId: integer('trip_id').references(() => trips.id),
  optionId: integer('option_id').references(() => tripOptions.id),
  productId: integer('product_id').references(() => products.id),
  itemName: text('item_name').notNull(),
  optionName: text('option_name'),
  people: smallint('people').notNull(),
  unitPriceCents: integer('unit_price_cents').notNull(),
  amountCents: integer('amount_cents').notNull(),
})
