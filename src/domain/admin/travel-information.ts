import * as v from 'valibot'
import { optionalPosition } from './content-fields.ts'
import { requiredText } from './fields.ts'
import type { TravelInformation } from '../catalogue.ts'

/** One piece of travel advice (the tips page's "Travel information"), with its place in the list. */
export interface AdminTravelInformation extends TravelInformation {
  position: number
}

/** `position` left blank puts a new item last and keeps an edited one where it is. */
export const travelInformationInputSchema = v.object({
  type: requiredText(2, 60),
  text: requiredText(2, 4000),
  position: optionalPosition,
})
export type TravelInformationInput = v.InferOutput<typeof travelInformationInputSchema>
