import * as v from 'valibot'
import { agencyDetails } from './agency-details.ts'
import { fieldMessages as m } from './user-messages.ts'

/*
 * The carrier's passenger list of one vehicle (the ANTT list, issue 28; docs/TRAVELLERS.md "The
 * carrier's list per vehicle"): read as CSV or PDF, locked once sent to the carrier.
 */

export const manifestMessages = {
  locked: (name: string) =>
    `The passenger list of “${name}” was sent to the road carrier and can no longer change; to change a traveller, seat or boarding point call the agency at ${agencyDetails.phone}`,
  incomplete: (count: number) => `${count} of this vehicle’s seats miss what the carrier’s list needs (below, by seat); complete them before locking it`,
  seatUnpaid: 'An order waiting for payment holds this seat: it is paid or freed before the list is locked',
  unlockReason: 'Say why the list is unlocked (3 to 500 characters)',
} as const

const vehicleId = v.pipe(v.number(m.required), v.integer(m.required), v.minValue(1, m.required), v.maxValue(2_147_483_647, m.required))

/** GET /api/admin/trips/{id}/manifest?vehicle={vehicleId}&format=csv|pdf */
export const vehicleManifestQuery = v.object({
  vehicle: v.pipe(v.string(m.required), v.regex(/^[1-9]\d{0,9}$/, m.required), v.transform(Number), v.maxValue(2_147_483_647, m.required)),
  format: v.picklist(['csv', 'pdf'], m.required),
})

/** POST /api/admin/trips/{id}/manifest/lock */
export const manifestLockSchema = v.object({ vehicleId })

/** POST /api/admin/trips/{id}/manifest/unlock: the reason goes to the audit log. */
export const manifestUnlockSchema = v.object({
  vehicleId,
  reason: v.pipe(v.string(manifestMessages.unlockReason), v.trim(), v.minLength(3, manifestMessages.unlockReason), v.maxLength(500, manifestMessages.unlockReason)),
})
export type ManifestUnlock = v.InferOutput<typeof manifestUnlockSchema>

/** The answer of lock (`locked: true`) and unlock (`locked: false`, `lockedAt: null`). */
export interface ManifestLockState {
  locked: boolean
  /** ISO timestamp, null once unlocked. */
  lockedAt: string | null
}
