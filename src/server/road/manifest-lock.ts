import { and, eq, inArray, isNotNull } from 'drizzle-orm'
import type { SeatRef } from '../../domain/road.ts'
import type { DbOrTx } from '../db/client.ts'
import { travellerPlaces, tripVehicles } from '../db/schema/index.ts'
import { apiError } from '../http/errors.ts'

/*
 * The lock of a vehicle's passenger list (the ANTT list, issue 28): once the list is sent to the
 * carrier, nothing may change who sits in that vehicle, where, nor where they board, until an admin
 * unlocks it. Every write of travellers, seats and boarding points asks here first.
 */

/**
 * 409 `manifest_locked` when one of these vehicles' list is locked. The rows are read `for share`:
 * locking a list takes them `for update` (manifest-service.ts), so a change and the lock never pass
 * each other, and one waits for the other's commit.
 */
export async function assertVehiclesUnlocked(tx: DbOrTx, vehicleIds: (number | undefined)[]): Promise<void> {
  const ids = [...new Set(vehicleIds.filter((id) => id !== undefined))]
  if (ids.length === 0) return
  const [locked] = await tx
    .select({ name: tripVehicles.name })
    .from(tripVehicles)
    .where(and(inArray(tripVehicles.id, ids), isNotNull(tripVehicles.manifestLockedAt)))
    .for('share')
  if (locked) throw apiError('manifest_locked', { name: locked.name })
}

/** 409 `manifest_locked` when a traveller at one of these positions of the order sits in a locked vehicle, or would move into one (`newSeats`). */
export async function assertTravellersUnlocked(tx: DbOrTx, orderId: number, positions: number[], newSeats: (SeatRef | null)[] = []): Promise<void> {
  const seated =
    positions.length === 0
      ? []
      : await tx
          .select({ vehicleId: travellerPlaces.vehicleId })
          .from(travellerPlaces)
          .where(and(eq(travellerPlaces.orderId, orderId), inArray(travellerPlaces.position, positions), isNotNull(travellerPlaces.vehicleId)))
  await assertVehiclesUnlocked(tx, [...seated.map((row) => row.vehicleId ?? undefined), ...newSeats.map((seat) => seat?.vehicleId)])
}

/** 409 `manifest_locked` when a traveller of the order sits in a locked vehicle (an admin's refund would take them off its list). */
export async function assertOrderUnlocked(tx: DbOrTx, orderId: number): Promise<void> {
  const rows = await tx.select({ position: travellerPlaces.position }).from(travellerPlaces).where(eq(travellerPlaces.orderId, orderId))
  await assertTravellersUnlocked(
    tx,
    orderId,
    rows.map((row) => row.position),
  )
}

/** 409 `manifest_locked` when a traveller of a locked vehicle boards at one of these points (an admin changing or removing them). */
export async function assertBoardingPointsUnlocked(tx: DbOrTx, pointIds: number[]): Promise<void> {
  if (pointIds.length === 0) return
  const rows = await tx
    .selectDistinct({ vehicleId: travellerPlaces.vehicleId })
    .from(travellerPlaces)
    .where(and(inArray(travellerPlaces.boardingPointId, pointIds), isNotNull(travellerPlaces.vehicleId)))
  await assertVehiclesUnlocked(
    tx,
    rows.map((row) => row.vehicleId ?? undefined),
  )
}
