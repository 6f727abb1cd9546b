import * as v from 'valibot'
import { requiredText } from './admin/fields.ts'

/** An airline of the aerial mesh (the spec's Company). */
export interface Airline {
  id: number
  name: string
  /** Flights of trips that name it: an airline in use cannot be deleted. */
  flights: number
}

export const airlineInputSchema = v.object({ name: requiredText(2, 80) })
export type AirlineInput = v.InferOutput<typeof airlineInputSchema>
