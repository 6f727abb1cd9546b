import { PDFArray, PDFDocument, PDFRawStream, decodePDFRawStream, type PDFObject } from 'pdf-lib'

// WinAnsi's 0x80–0x9F (the rest is Latin-1): Node's TextDecoder may lack windows-1252 without full ICU.
const winAnsiHigh = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ'
const winAnsi = (bytes: Buffer) => [...bytes].map((byte) => (byte >= 0x80 && byte <= 0x9f ? winAnsiHigh[byte - 0x80] : String.fromCharCode(byte))).join('')

const streamsOf = (contents: PDFObject | undefined, doc: PDFDocument): PDFRawStream[] => {
  if (contents instanceof PDFArray) return contents.asArray().flatMap((ref) => streamsOf(doc.context.lookup(ref), doc))
  return contents instanceof PDFRawStream ? [contents] : []
}

/**
 * The texts drawn on each page of a PDF made with pdf-lib's standard fonts, in drawing order: each
 * `<hex> Tj` of the page's content streams, read back from WinAnsi. Parsing with pdf-lib first
 * proves the file loads.
 */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[][]> {
  const doc = await PDFDocument.load(bytes)
  return doc.getPages().map((page) =>
    streamsOf(page.node.Contents(), doc).flatMap((stream) => {
      const operators = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1')
      return [...operators.matchAll(/<([0-9A-Fa-f]*)> Tj/g)].map(([, hex]) => winAnsi(Buffer.from(hex!, 'hex')))
    }),
  )
}
