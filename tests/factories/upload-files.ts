import sharp from 'sharp'

/** A real picture of the given size and format, as an upload would carry it. */
export const pictureBytes = (width: number, height: number, format: 'jpeg' | 'png' | 'webp' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background: { r: 3, g: 65, b: 132 } } })
    .toFormat(format)
    .toBuffer()

/** The smallest PDF a reader opens. */
export const pdfBytes = () =>
  Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'latin1')

/** A multipart body with `file` (and any other text fields). */
export function uploadForm(bytes: Uint8Array<ArrayBuffer>, fileName: string, type: string, fields: Record<string, string> = {}): FormData {
  const form = new FormData()
  form.set('file', new File([bytes], fileName, { type }))
  for (const [name, value] of Object.entries(fields)) form.set(name, value)
  return form
}
