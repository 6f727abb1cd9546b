import * as v from 'valibot'
import { freeText } from './text.ts'

export const contactMessageSchema = v.object({
  name: v.pipe(freeText('This field is required'), v.trim(), v.minLength(2, 'Minimum length 2 characters'), v.maxLength(120, 'Maximum length 120 characters')),
  email: v.pipe(
    freeText('This field is required'),
    v.trim(),
    v.nonEmpty('This field is required'),
    v.email('Invalid email format'),
    v.maxLength(200, 'Maximum length 200 characters'),
  ),
  phone: v.optional(v.pipe(freeText(), v.trim(), v.maxLength(30, 'Maximum length 30 characters')), ''),
  subject: v.pipe(freeText('This field is required'), v.trim(), v.minLength(3, 'Minimum length 3 characters'), v.maxLength(150, 'Maximum length 150 characters')),
  message: v.pipe(freeText('This field is required'), v.trim(), v.minLength(10, 'Minimum length 10 characters'), v.maxLength(5000, 'Maximum length 5000 characters')),
})
export type ContactMessage = v.InferOutput<typeof contactMessageSchema>
