import type { Db } from '../../../src/server/db/client.ts'
import { tripSaleTerms } from '../../../src/server/db/schema/index.ts'
import { defaultCancellationPolicy } from '../../../src/domain/sale-terms.ts'
import { tripForSale } from './admin-orders.ts'

/** A trip on sale at R$ 1.000 a person with a deposit plan (30 % unless told, the balance 30 days before its check-in). */
export async function depositTrip(db: Db, { checkIn = '2027-09-10', depositPercent = 30, balanceDueDays = 30 } = {}) {
  const sale = await tripForSale(db, { checkIn, vacancies: 20 })
  const { tiers, creditMonths } = defaultCancellationPolicy()
  await db.insert(tripSaleTerms).values({ tripId: sale.trip.id, depositPercent, balanceDueDays, cancellationTiers: tiers, creditMonths })
  return { ...sale, item: (people = 2) => ({ tripId: sale.trip.id, optionId: sale.optionId, people }) }
}
