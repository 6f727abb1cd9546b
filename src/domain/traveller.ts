import * as v from 'valibot'
import { cpfDigits, isValidCpf } from './cpf.ts'
import { travellerPlaceEntries, type BoardingPoint, type SeatRef, type VehicleName } from './road.ts'
import { saoPauloDayStart } from './order-status.ts'
import { freeText } from './text.ts'
import { isRealBirthDate } from './user.ts'
import { fieldMessages as m } from './user-messages.ts'

/**
 * The travellers of an order (issue 17, docs/TRAVELLERS.md): one per person the order is for,
 * filled at leisure until the trip's deadline. A value left empty is missing, never wrong; a value
 * given must be valid, so a saved traveller with all three values is complete.
 */

export const travellerDocumentKinds = ['cpf', 'passport'] as const
export type TravellerDocumentKind = (typeof travellerDocumentKinds)[number]

/** Hours before departure the buyer may still edit the travellers, when the trip sets none. */
export const DEFAULT_TRAVELLERS_DEADLINE_HOURS = 48

/** Age of majority: a younger traveller needs an authorisation to travel (ECA, art. 83). */
const ADULT_AGE = 18

export const travellerMessages = {
  count: (people: number) => `This order is for ${people} ${people === 1 ? 'person' : 'people'}: give one traveller each`,
  passport: 'Invalid passport number',
  deadlinePassed: 'The deadline to change the travellers of this order has passed; contact the agency',
  orderClosed: 'This order was canceled or refused: its travellers can no longer change',
  notATrip: 'This order is not for a trip: it has no travellers',
} as const

const PASSPORT = /^[A-Z0-9]{5,20}$/

const blankOr = (valid: (text: string) => boolean) => (text: string) => text === '' || valid(text)

const cpfNumber = v.pipe(v.string(m.required), v.trim(), v.check(blankOr(isValidCpf), m.cpf), v.transform(cpfDigits))

const passportNumber = v.pipe(
  v.string(m.required),
  v.transform((text) => text.replace(/\s/g, '').toUpperCase()),
  v.check(
    blankOr((text) => PASSPORT.test(text)),
    travellerMessages.passport,
  ),
)

export const travellerDocumentSchema = v.variant('kind', [
  v.object({ kind: v.literal('cpf'), number: cpfNumber }),
  v.object({ kind: v.literal('passport'), number: passportNumber }),
])

/** One traveller as the buyer sends it: empty text (or null) where a value is not known yet. */
export const travellerInputSchema = v.object({
  name: v.optional(
    v.pipe(
      freeText(m.required),
      v.trim(),
      v.check(
        blankOr((name) => name.length >= 2),
        m.minLength(2),
      ),
      v.maxLength(120, m.maxLength(120)),
    ),
    '',
  ),
  document: v.optional(v.nullable(travellerDocumentSchema), null),
  birthDate: v.optional(v.nullable(v.pipe(v.string(m.required), v.trim(), v.check(blankOr(isRealBirthDate), m.date))), null),
  /** A road trip's boarding point and seat (docs/TRAVELLERS.md "Boarding and seats"): left out keeps them. */
  ...travellerPlaceEntries,
})
export type TravellerInput = v.InferInput<typeof travellerInputSchema>

/** PUT /api/me/orders/{code}/travellers: all of the order's travellers, in order (the server checks the count). */
export const travellersUpdateSchema = v.object({ travellers: v.pipe(v.array(travellerInputSchema), v.maxLength(10, m.maxLength(10))) })
export type TravellersUpdate = v.InferOutput<typeof travellersUpdateSchema>

/** What is kept of one traveller: null where nothing was given. */
export interface StoredTraveller {
  name: string | null
  documentKind: TravellerDocumentKind | null
  documentNumber: string | null
  birthDate: string | null
}

export interface Traveller {
  name: string
  document: { kind: TravellerDocumentKind; number: string } | null
  birthDate: string | null
  /** Under 18 on the departure day. */
  minor: boolean
  /** Name, document and birth date all given (each was valid when saved). */
  complete: boolean
}

/** A traveller of an order, with where they board and sit (null: not chosen, or the trip has no points or seats). */
export interface OrderTraveller extends Traveller {
  boardingPointId: number | null
  seat: SeatRef | null
}

export interface OrderTravellers {
  /** When the buyer can no longer edit them (ISO timestamp). */
  deadline: string
  /** The trip's boarding points, in the route's order, for the form to choose from (empty: the trip has none). */
  boardingPoints: BoardingPoint[]
  /** The trip's vehicles, in their order, for the seat map and to name a seat's vehicle (empty: the trip sells places, not seats). */
  vehicles: VehicleName[]
  travellers: OrderTraveller[]
}

/** A traveller as parsed from a request, as it is kept. */
export function toStoredTraveller(input: TravellersUpdate['travellers'][number]): StoredTraveller {
  const document = input.document && input.document.number !== '' ? input.document : null
  return { name: input.name || null, documentKind: document?.kind ?? null, documentNumber: document?.number ?? null, birthDate: input.birthDate || null }
}

/** Whether someone born on `birthDate` is under 18 on `departureDate` (both yyyy-mm-dd). */
export function isMinorOn(birthDate: string, departureDate: string): boolean {
  const comesOfAge = `${String(Number(birthDate.slice(0, 4)) + ADULT_AGE).padStart(4, '0')}${birthDate.slice(4)}`
  return comesOfAge > departureDate
}

/** A kept traveller (or none yet) as the API answers it, for a trip leaving on `departureDate`. */
export function toTraveller(stored: StoredTraveller | undefined, departureDate: string): Traveller {
  const name = stored?.name ?? ''
  const document = stored?.documentKind && stored.documentNumber ? { kind: stored.documentKind, number: stored.documentNumber } : null
  const birthDate = stored?.birthDate ?? null
  return { name, document, birthDate, minor: birthDate !== null && isMinorOn(birthDate, departureDate), complete: name !== '' && document !== null && birthDate !== null }
}

/** How many of an order's `people` travellers are not complete yet (`stored` by position; a position never saved is missing). */
export const incompleteTravellers = (people: number, stored: (StoredTraveller | undefined)[], departureDate: string): number =>
  Array.from({ length: people }, (_, position) => toTraveller(stored[position], departureDate)).filter((traveller) => !traveller.complete).length

/**
 * The moment the travellers of a trip leaving on `departureDate` stop being editable: `hours`
 * before the start of that day in São Paulo (trips keep a departure day, not an hour).
 */
export const travellersDeadline = (departureDate: string, hours: number | null): Date =>
  new Date(saoPauloDayStart(departureDate).getTime() - (hours ?? DEFAULT_TRAVELLERS_DEADLINE_HOURS) * 3_600_000)
