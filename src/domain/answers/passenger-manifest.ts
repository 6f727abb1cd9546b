import * as v from 'valibot'
import { transports } from '../trip.ts'
import type { AgencyPassengers, ManifestPassenger, ManifestTrip, PassengerManifest, SeatChecks } from '../passenger-manifest.ts'
import { answerSchema } from './answer-schema.ts'
import { idSchema, isoDateText } from './catalogue.ts'
import { travellerDocumentEntries, travellerSchema } from './travellers.ts'

const count = v.pipe(v.number(), v.integer(), v.minValue(0))

const manifestTripSchema = answerSchema<ManifestTrip>()(
  v.object({
    id: idSchema,
    name: v.string(),
    slug: v.string(),
    checkIn: isoDateText,
    checkOut: isoDateText,
    boardingPlace: v.string(),
    transport: v.picklist(transports),
    vacancies: count,
    seatsLeft: count,
  }),
)

const manifestPassengerSchema = answerSchema<ManifestPassenger>()(
  v.object({
    seat: count,
    orderCode: v.string(),
    position: count,
    people: count,
    buyerName: v.string(),
    optionName: v.string(),
    traveller: travellerSchema,
    missing: v.array(v.picklist(['name', 'document', 'birthDate'])),
    boardingPoint: v.nullable(v.object({ city: v.string(), place: v.string(), at: v.pipe(v.string(), v.isoTimestamp()) })),
    busSeat: v.nullable(v.object({ vehicleName: v.string(), number: count })),
  }),
)

const seatChecksSchema = answerSchema<SeatChecks>()(
  v.object({
    vacancies: count,
    seatsLeft: count,
    paidSeats: count,
    // Negative only when the trip's seats disagree with its paid orders: the check shows it.
    heldSeats: v.pipe(v.number(), v.integer()),
    completeTravellers: count,
    incompleteTravellers: count,
    minors: count,
    byOption: v.array(v.object({ optionName: v.string(), paidSeats: count })),
    incompleteOrders: v.array(v.object({ orderCode: v.string(), buyerName: v.string(), people: count, complete: count })),
    duplicateDocuments: v.array(
      v.variant('kind', [
        v.object({ ...travellerDocumentEntries.other, orderCodes: v.array(v.string()) }),
        v.object({ ...travellerDocumentEntries.rg, orderCodes: v.array(v.string()) }),
      ]),
    ),
  }),
)

/** GET /api/admin/trips/{id}/passengers. */
export const passengerManifestSchema = answerSchema<PassengerManifest>()(
  v.object({ trip: manifestTripSchema, passengers: v.array(manifestPassengerSchema), checks: seatChecksSchema }),
)

/** GET /api/agency/passengers. */
export const agencyPassengersSchema = answerSchema<AgencyPassengers>()(
  v.object({ trips: v.array(v.object({ trip: manifestTripSchema, passengers: v.array(manifestPassengerSchema) })) }),
)
