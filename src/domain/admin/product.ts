import * as v from 'valibot'
import { optionalMoneyCents, requiredUpload } from './content-fields.ts'
import { adminMessages, optionalText, requiredText } from './fields.ts'
import { pdfKeySchema, storedImageSchema, type StoredImageInput } from '../uploads.ts'

/** A product of the marketing page as admins see it, with the number of orders that name it. */
export interface AdminProduct {
  id: number
  name: string
  description: string
  photo: StoredImageInput
  pdfKey: string
  /** Null: free, the PDF opens from the page; a price: bought like a trip. */
  priceCents: number | null
  active: boolean
  orders: number
}

/**
 * The product form and PUT/POST body. The file must come from the PDF upload endpoint, or be the
 * one the product already has (`keptPdfKey`: demo products keep files stored by the seed).
 */
export const productInputSchema = (keptPdfKey?: string) =>
  v.object({
    name: requiredText(2, 120),
    description: optionalText(2000),
    photo: requiredUpload(storedImageSchema, adminMessages.photoAndFileRequired),
    pdfKey: requiredUpload(keptPdfKey ? v.union([v.literal(keptPdfKey), pdfKeySchema]) : pdfKeySchema, adminMessages.photoAndFileRequired),
    priceCents: optionalMoneyCents,
    active: v.optional(v.boolean(), true),
  })
export type ProductInput = v.InferOutput<ReturnType<typeof productInputSchema>>
