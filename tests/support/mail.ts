import { readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'

/**
 * The mails the file mailer (src/server/mail/mailer.ts) wrote as .eml files, read back the way
 * a person would see them. The API tests read the in-process app's folder, the e2e tests the
 * real server's DATA_DIR/mail: the same reader for both.
 */
export interface Mail {
  file: string
  to: string
  subject: string
  text: string
}

/**
 * Each mail read so far, with the size its file had then. The mailer never changes a mail once
 * written, but the reader may come while it writes: a file that grew since is read again.
 */
const readBefore = new Map<string, { size: number; mail: Mail }>()

async function readMail(mailDir: string, name: string): Promise<Mail> {
  const file = path.join(mailDir, name)
  const { size } = await stat(file)
  const before = readBefore.get(file)
  if (before?.size === size) return before.mail
  const mail = parseEml(name, await readFile(file, 'utf8'))
  readBefore.set(file, { size, mail })
  return mail
}

/** Every mail in `mailDir`, oldest first (the file names start with the time they were written). */
export async function readMails(mailDir: string): Promise<Mail[]> {
  const files = (await readdir(mailDir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml')).sort()
  return Promise.all(files.map((name) => readMail(mailDir, name)))
}

/** The mails sent to `email` (in any case), oldest first. */
export async function mailsTo(mailDir: string, email: string): Promise<Mail[]> {
  return (await readMails(mailDir)).filter((mail) => mail.to === email.toLowerCase())
}

/**
 * Waits for the mail to `email` after the `seen` first ones (a test writes to an address of its
 * own, or counts what a shared one had before), and returns it. The server may answer before its
 * mail is on disk, so the folder is read again until the mail is there.
 */
export async function nextMailTo(mailDir: string, email: string, seen: number, timeoutMs = 10_000): Promise<Mail> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const mail = (await mailsTo(mailDir, email))[seen]
    if (mail) return mail
    if (Date.now() > deadline) throw new Error(`no mail number ${seen + 1} to ${email} in ${mailDir} within ${timeoutMs / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** The 6-digit code of a sign-up, sign-in or confirmation mail, on a line of its own, or null. */
export const codeIn = (mail: Mail): string | null => /^\s+(\d{6})\s*$/m.exec(mail.text)?.[1] ?? null

/** The 6-digit code of a sign-up or sign-in mail: on a line of its own. */
export function codeOf(mail: Mail): string {
  const code = codeIn(mail)
  if (!code) throw new Error(`no code in the mail ${mail.file}:\n${mail.text}`)
  return code
}

/** The mail's link that leads to `pathname` (password reset, invitation), or its first link. */
export function linkOf(mail: Mail, pathname?: string): URL {
  const link = mail.text
    .match(/https?:\/\/\S+/g)
    ?.map((text) => new URL(text))
    .find((url) => pathname === undefined || url.pathname === pathname)
  if (!link) throw new Error(`no link${pathname ? ` to ${pathname}` : ''} in the mail ${mail.file}:\n${mail.text}`)
  return link
}

function parseEml(file: string, eml: string): Mail {
  const [head = '', ...rest] = eml.replace(/\r\n/g, '\n').split('\n\n')
  const headers = new Map<string, string>()
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim())
  }
  const body = rest.join('\n\n')
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase()
  const text = encoding === 'quoted-printable' ? decodeQuotedPrintable(body) : encoding === 'base64' ? Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8') : body
  const to = (headers.get('to') ?? '').replace(/^.*<([^>]+)>.*$/, '$1').toLowerCase()
  return { file, to, subject: decodeEncodedWords(headers.get('subject') ?? ''), text }
}

/** `=XX` is one byte (several make one UTF-8 character); the text between them is UTF-8 as it is. */
function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\n/g, '')
  const parts: Buffer[] = []
  let end = 0
  for (const escape of joined.matchAll(/=([0-9A-F]{2})/gi)) {
    parts.push(Buffer.from(joined.slice(end, escape.index), 'utf8'), Buffer.of(parseInt(escape[1]!, 16)))
    end = escape.index + 3
  }
  parts.push(Buffer.from(joined.slice(end), 'utf8'))
  return Buffer.concat(parts).toString('utf8')
}

/** RFC 2047 words: =?UTF-8?Q?...?= and =?UTF-8?B?...?=, the space between two of them dropped. */
function decodeEncodedWords(text: string): string {
  return text
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_match, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    )
}
