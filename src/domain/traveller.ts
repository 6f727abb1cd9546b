import * as v from 'valibot'
import { cpfDigits, formatCpf, isValidCpf } from './cpf.ts'
import { travellerPlaceEntries, type BoardingPoint, type SeatRef, type VehicleName } from './road.ts'
import { saoPauloDayStart } from './order-status.ts'
import { freeText } from './text.ts'
import { brazilianStates, isRealBirthDate, type BrazilianState } from './user.ts'
import { fieldMessages as m } from './user-messages.ts'

/**
 * The travellers of an order (issue 17, docs/TRAVELLERS.md): one per person the order is for,
 * filled at leisure until the trip's deadline. A value left empty is missing, never wrong; a value
 * given must be valid, so a saved traveller with all three values is complete.
 */

/** CPF or passport for anyone; an RG (with the state that issued it) for a Brazilian who travels on it. */
export const travellerDocumentKinds = ['cpf', 'passport', 'rg'] as const
export type TravellerDocumentKind = (typeof travellerDocumentKinds)[number]

/** Hours before departure the buyer may still edit the travellers, when the trip sets none. */
export const DEFAULT_TRAVELLERS_DEADLINE_HOURS = 48

/** Age of majority: a younger traveller needs an authorisation to travel (ECA, art. 83). */
const ADULT_AGE = 18

export const travellerMessages = {
  count: (people: number) => `This order is for ${people} ${people === 1 ? 'person' : 'people'}: give one traveller each`,
  passport: 'Invalid passport number',
  rg: 'Invalid RG number',
  deadlinePassed: 'The deadline to change the travellers of this order has passed; contact the agency',
  orderClosed: 'This order was canceled or refused: its travellers can no longer change',
  notATrip: 'This order is not for a trip: it has no travellers',
} as const

const PASSPORT = /^[A-Z0-9]{5,20}$/
/** An RG's number as the states issue it: 5 to 14 digits, the last one an X in some states (dots, dashes and spaces dropped). */
const RG = /^[0-9]{4,13}[0-9X]$/

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

const rgNumber = v.pipe(
  v.string(m.required),
  v.transform((text) => text.replace(/[\s./-]/g, '').toUpperCase()),
  v.check(
    blankOr((text) => RG.test(text)),
    travellerMessages.rg,
  ),
)

const isBrazilianState = (text: string): text is BrazilianState => (brazilianStates as readonly string[]).includes(text)

/** An RG and its issuing state: the state is needed once the number is given (the carrier's list names both). */
const rgDocument = v.pipe(
  v.object({
    kind: v.literal('rg'),
    number: rgNumber,
    state: v.optional(v.pipe(v.string(m.required), v.trim(), v.toUpperCase(), v.check(blankOr(isBrazilianState), m.state)), ''),
  }),
  v.forward(
    v.partialCheck([['number'], ['state']], ({ number, state }) => number === '' || state !== '', m.required),
    ['state'],
  ),
)

export const travellerDocumentSchema = v.variant('kind', [
  v.object({ kind: v.literal('cpf'), number: cpfNumber }),
  v.object({ kind: v.literal('passport'), number: passportNumber }),
  rgDocument,
])

/** A traveller's document as kept and answered: an RG with the state that issued it. */
export type TravellerDocument = { kind: 'cpf' | 'passport'; number: string } | { kind: 'rg'; number: string; state: BrazilianState }

/** A document's number as the lists print it: a CPF masked (000.000.000-00), an RG with its state (12345678X/SP), a passport as given. */
export const travellerDocumentNumber = (document: TravellerDocument) =>
  document.kind === 'cpf' ? formatCpf(document.number) : document.kind === 'rg' ? `${document.number}/${document.state}` : document.number

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
  /** An RG's issuing state (null for another document). */
  documentState: string | null
  birthDate: string | null
}

export interface Traveller {
  name: string
  document: TravellerDocument | null
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
  return {
    name: input.name || null,
    documentKind: document?.kind ?? null,
    documentNumber: document?.number ?? null,
    documentState: document?.kind === 'rg' ? document.state : null,
    birthDate: input.birthDate || null,
  }
}

/** Whether someone born on `birthDate` is under 18 on `departureDate` (both yyyy-mm-dd). */
export function isMinorOn(birthDate: string, departureDate: string): boolean {
  const comesOfAge = `${String(Number(birthDate.slice(0, 4)) + ADULT_AGE).padStart(4, '0')}${birthDate.slice(4)}`
  return comesOfAge > departureDate
}

/** A kept document as answered (the table's check keeps an RG's state beside it, and only an RG's). */
function documentOf({ documentKind: kind, documentNumber: number, documentState: state }: StoredTraveller): TravellerDocument | null {
  if (!kind || !number) return null
  return kind === 'rg' ? { kind, number, state: state as BrazilianState } : { kind, number }
}

/** A kept traveller (or none yet) as the API answers it, for a trip leaving on `departureDate`. */
export function toTraveller(stored: StoredTraveller | undefined, departureDate: string): Traveller {
  const name = stored?.name ?? ''
  const document = stored ? documentOf(stored) : null
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
