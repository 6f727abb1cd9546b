import { api } from '../../../api.ts'

const formOf = (file: File, fields: Record<string, string> = {}) => {
  const form = new FormData()
  form.set('file', file)
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  return form
}

/** Stores an image (JPEG, PNG, WebP up to 8 MB) as WebP renditions; the answer is what an entity keeps. */
export const uploadImage = (file: File, alt = '') => api.post('/api/admin/uploads/images', { body: formOf(file, { alt }), quietStatuses: [400, 413] })

/** Stores a PDF (up to 15 MB). */
export const uploadPdf = (file: File) => api.post('/api/admin/uploads/pdfs', { body: formOf(file), quietStatuses: [400, 413] })

/** The public URL of a stored key. */
export const storedUrl = (key: string) => `/uploads/${key}`
