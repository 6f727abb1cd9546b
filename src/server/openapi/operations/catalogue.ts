import { seatMapSchema } from '../../../domain/answers/road.ts'
import { tripNameSchema } from '../../../domain/trip.ts'
import { json, type Operation } from '../operation.ts'

/** The seat map, read by the public trip page. */
export const catalogueOperations: Operation[] = [
  {
    method: 'GET',
    path: '/api/trips/:name/seats',
    tag: 'Catalogue',
    summary: "A trip's seat map: each vehicle's seats, free, taken or blocked (nobody's data)",
    description: 'Read afresh each time (Cache-Control: no-store). A trip without vehicles answers no vehicles.',
    pathParams: { name: tripNameSchema },
    answers: { 200: json('The vehicles and their seats', seatMapSchema) },
  },
]
