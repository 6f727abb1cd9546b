import * as v from 'valibot'
import { optionalText, requiredText } from './fields.ts'
import type { EventType } from '../catalogue.ts'

/**
 * An event type (Fórmula 1, Réveillon) with the number of trips that name it. Its `slug` is made
 * from the name when it is created and never changes, so links and filters that use it keep working
 * after a rename.
 */
export interface AdminEventType extends EventType {
  trips: number
}

export const eventTypeInputSchema = v.object({ name: requiredText(2, 60), description: optionalText(1000) })
export type EventTypeInput = v.InferOutput<typeof eventTypeInputSchema>
