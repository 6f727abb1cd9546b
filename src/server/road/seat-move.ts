import { and, eq } from 'drizzle-orm'
import type { AdminSeatMove, BoardingReport } from '../../domain/boarding-report.ts'
import { recordAudit } from '../admin/audit.ts'
import { tripOf } from '../admin/buyers/service.ts'
import { runAgainOnDeadlock } from '../db/errors.ts'
import { orders, tripVehicles } from '../db/schema/index.ts'
import { fieldError } from '../http/validation.ts'
import type { SaleContext } from '../sale/context.ts'
import { freeExpiredHolders, placeAt, placesOf, writePlaces } from '../travellers/places.ts'
import { boardingReportOf } from './boarding-report.ts'

/**
 * PUT /api/admin/trips/{id}/seats (docs/ADMIN.md "The departure board"): an admin seats a traveller
 * of a paid order of the trip elsewhere, in the same or another vehicle, through the buyer's own
 * write (travellers/places.ts): 409 `seat_taken`, 409 `manifest_locked` when the traveller leaves
 * or enters a locked vehicle, 400 for a seat not for sale. The order's row is held `for update`, as
 * a buyer's change holds it; an audit line on the trip names the seats, never the traveller. Two
 * admins trading two travellers' seats at once each wait on the seat the other lets go: PostgreSQL
 * ends one, which runs again on what the other committed (tests/api/seats-race.test.ts).
 */
export async function moveTravellerSeat(ctx: SaleContext, actorId: number, tripId: number, move: AdminSeatMove): Promise<BoardingReport> {
  await tripOf(ctx.db, tripId)
  const seat = { vehicleId: move.vehicleId, number: move.number }
  await freeExpiredHolders(ctx, [seat])
  const now = ctx.now()
  return runAgainOnDeadlock(() =>
    ctx.db.transaction(async (tx) => {
      const [order] = await tx
        .select({ id: orders.id, people: orders.people, boardingExtraCents: orders.boardingExtraCents })
        .from(orders)
        .where(and(eq(orders.code, move.order), eq(orders.tripId, tripId), eq(orders.status, 'paid')))
        .for('update')
      if (!order) throw fieldError('order', 'rooming.unknown_traveller')
      if (move.traveller >= order.people) throw fieldError('traveller', 'rooming.unknown_traveller')
      const before = placeAt(await placesOf(tx, order.id), move.traveller).seat
      await writePlaces(tx, { ...order, tripId }, [{ position: move.traveller, seat }], () => 'number', false)
      if (before?.vehicleId !== seat.vehicleId || before.number !== seat.number) {
        const names = new Map(
          (await tx.select({ id: tripVehicles.id, name: tripVehicles.name }).from(tripVehicles).where(eq(tripVehicles.tripId, tripId))).map((row) => [row.id, row.name]),
        )
        const seatText = (ref: typeof before) => (ref ? `${names.get(ref.vehicleId) ?? ref.vehicleId} ${ref.number}` : null)
        const who = `seat ${move.order}/${move.traveller + 1}`
        await recordAudit(tx, { actorId, entity: 'trip', entityId: tripId, action: 'seat_move', before: { [who]: seatText(before) }, after: { [who]: seatText(seat) } }, now)
      }
      return boardingReportOf(tx, tripId)
    }),
  )
}
