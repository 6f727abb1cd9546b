import * as v from 'valibot'
import { requiredText } from './fields.ts'
import { storedImageSchema, type StoredImageInput } from '../uploads.ts'

/** A travel tip as admins see it; only active ones reach the public tips page. The slug is made from the first title. */
export interface AdminTip {
  id: number
  slug: string
  title: string
  text: string
  image: StoredImageInput | null
  active: boolean
}

export const tipInputSchema = v.object({
  title: requiredText(3, 120),
  text: requiredText(2, 4000),
  image: v.nullish(storedImageSchema, null),
  active: v.optional(v.boolean(), true),
})
export type TipInput = v.InferOutput<typeof tipInputSchema>
