/**
 * A small text-only PDF, built by hand so the demo products carry real files without a PDF
 * library: A4 pages, Helvetica in WinAnsi encoding (enough for Portuguese), a title and
 * wrapped paragraphs.
 */

const pageWidth = 595
const pageHeight = 842
const margin = 56
const lineHeight = 15
const charsPerLine = 88
const linesPerPage = Math.floor((pageHeight - 2 * margin - 40) / lineHeight)

/** Characters outside Latin-1 that WinAnsi still has, by their code there. */
const winAnsiExtras: Record<string, number> = { '€': 0x80, '…': 0x85, '‘': 0x91, '’': 0x92, '“': 0x93, '”': 0x94, '•': 0x95, '–': 0x96, '—': 0x97 }

function toWinAnsi(text: string): string {
  let out = ''
  for (const char of text) {
    const code = winAnsiExtras[char] ?? char.charCodeAt(0)
    out += code < 256 ? String.fromCharCode(code) : '?'
  }
  return out
}

const escape = (text: string) => toWinAnsi(text).replace(/[\\()]/g, (c) => `\\${c}`)

function wrap(paragraph: string): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of paragraph.split(/\s+/).filter(Boolean)) {
    if (line && line.length + word.length + 1 > charsPerLine) {
      lines.push(line)
      line = word
    } else line = line ? `${line} ${word}` : word
  }
  return [...lines, line]
}

/** The document's bytes: `paragraphs` are wrapped and flow onto as many pages as they need. */
export function buildPdf(title: string, paragraphs: string[]): Uint8Array {
  const lines = paragraphs.flatMap((p, i) => (i === 0 ? wrap(p) : ['', ...wrap(p)]))
  const pages: string[][] = []
  for (let i = 0; i < lines.length; i += linesPerPage) pages.push(lines.slice(i, i + linesPerPage))

  const objects: string[] = []
  const pageIds = pages.map((_, i) => 5 + i * 2)
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>'
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>'
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>'
  pages.forEach((pageLines, i) => {
    const heading = i === 0 ? `BT /F2 18 Tf ${margin} ${pageHeight - margin - 18} Td (${escape(title)}) Tj ET\n` : ''
    const body = pageLines.map((line) => `(${escape(line)}) Tj T*`).join('\n')
    const stream = `${heading}BT /F1 11 Tf ${lineHeight} TL ${margin} ${pageHeight - margin - 50} Td\n${body}\nET`
    objects[pageIds[i]!] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${pageWidth} ${pageHeight}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`
    objects[pageIds[i]! + 1] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`
  })

  let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
  const offsets: number[] = []
  for (let id = 1; id < objects.length; id++) {
    offsets[id] = out.length
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`
  }
  const xref = out.length
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`
  for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return new Uint8Array(Buffer.from(out, 'latin1'))
}
