import { readFile, writeFile } from 'node:fs/promises'

/**
 * Rewrites one generated section of a document, between `<!-- name:begin … -->` and
 * `<!-- name:end -->`; the first time, appends it under `heading`. The rest is left as written.
 */
export async function writeMarkedSection(docPath: string, { name, note, heading }: { name: string; note: string; heading: string }, section: string) {
  const doc = await readFile(docPath, 'utf8')
  const end = `<!-- ${name}:end -->`
  const generated = `<!-- ${name}:begin — ${note} -->\n${section}\n${end}`
  const start = doc.indexOf(`<!-- ${name}:begin`)
  const stop = doc.indexOf(end)
  const next = start >= 0 && stop > start ? `${doc.slice(0, start)}${generated}${doc.slice(stop + end.length)}` : `${doc.trimEnd()}\n\n## ${heading}\n\n${generated}\n`
  await writeFile(docPath, next)
}
