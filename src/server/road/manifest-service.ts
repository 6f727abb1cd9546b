import { eq } from 'drizzle-orm'
import type { FieldIssue } from '../../domain/api-error.ts'
import type { VehicleManifest } from '../../domain/passenger-manifest.ts'
import type { ManifestLockState, ManifestUnlock } from '../../domain/road-manifest.ts'
import { recordAudit } from '../admin/audit.ts'
import { tripOf } from '../admin/buyers/service.ts'
import type { Db } from '../db/client.ts'
import { tripVehicles } from '../db/schema/index.ts'
import { ApiError } from '../http/errors.ts'
import { vehicleManifest, vehicleOfTrip } from './vehicle-manifest.ts'

/*
 * POST /api/admin/trips/{id}/manifest/lock and /unlock (issue 28): a vehicle's passenger list is
 * locked once sent to the carrier (after the trip's licence is issued); while locked, every write
 * of its travellers, seats and boarding points is a 409 `manifest_locked` (manifest-lock.ts).
 */

/** What the carrier's list needs of each seat: a paid order, the traveller's name and document, and a boarding point where the trip has them. */
function gaps(manifest: VehicleManifest): Record<string, FieldIssue> {
  const issues: Record<string, FieldIssue> = {}
  for (const seat of manifest.unpaidSeats) issues[`seats.${seat}`] = { code: 'manifest.seat_unpaid' }
  for (const { seat, traveller, boardingPoint } of manifest.passengers) {
    if (traveller.name === '') issues[`seats.${seat}.name`] = { code: 'field.required' }
    if (traveller.document === null) issues[`seats.${seat}.document`] = { code: 'field.required' }
    if (boardingPoint === null && manifest.boardingPoints.length > 0) issues[`seats.${seat}.boardingPointId`] = { code: 'field.required' }
  }
  return issues
}

/**
 * Locks the vehicle's list, its row held `for update` so that no traveller's change (which reads
 * it `for share`) passes the check; 409 `manifest.incomplete` naming each seat that lacks something
 * (`fieldCodes`, `seats.{number}.document` …). Locking a locked list answers its lock as it is.
 */
export async function lockManifest(db: Db, actorId: number, tripId: number, vehicleId: number, now: Date): Promise<ManifestLockState> {
  return db.transaction(async (tx) => {
    const manifest = await vehicleManifest(tx, tripId, vehicleId, 'vehicleId', true)
    if (manifest.vehicle.manifestLockedAt) return { locked: true, lockedAt: manifest.vehicle.manifestLockedAt }
    const issues = gaps(manifest)
    const seats = new Set(Object.keys(issues).map((path) => path.split('.')[1]))
    if (seats.size > 0) throw new ApiError('manifest.incomplete', { count: seats.size }, { fieldCodes: issues })
    await tx.update(tripVehicles).set({ manifestLockedAt: now }).where(eq(tripVehicles.id, vehicleId))
    await recordAudit(
      tx,
      {
        actorId,
        entity: 'trip',
        entityId: tripId,
        action: 'manifest_lock',
        before: { manifestLocked: null },
        after: { manifestLocked: { vehicle: manifest.vehicle.name, at: now.toISOString() } },
      },
      now,
    )
    return { locked: true, lockedAt: now.toISOString() }
  })
}

/** Unlocks the vehicle's list, with the admin's reason in the trip's audit log; an open list answers as it is. */
export async function unlockManifest(db: Db, actorId: number, tripId: number, { vehicleId, reason }: ManifestUnlock, now: Date): Promise<ManifestLockState> {
  return db.transaction(async (tx) => {
    await tripOf(tx, tripId)
    const vehicle = await vehicleOfTrip(tx, tripId, vehicleId, 'vehicleId', true)
    if (!vehicle.manifestLockedAt) return { locked: false, lockedAt: null }
    await tx.update(tripVehicles).set({ manifestLockedAt: null }).where(eq(tripVehicles.id, vehicleId))
    await recordAudit(
      tx,
      {
        actorId,
        entity: 'trip',
        entityId: tripId,
        action: 'manifest_unlock',
        before: { manifestLocked: { vehicle: vehicle.name, at: vehicle.manifestLockedAt.toISOString() }, reason: null },
        after: { manifestLocked: null, reason },
      },
      now,
    )
    return { locked: false, lockedAt: null }
  })
}
