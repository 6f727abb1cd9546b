/**
 * Round trips counted from PostgreSQL's own statement log (log_statement = all): node-postgres
 * sends each statement in one round trip (a parameterised one as parse, bind and execute in one
 * write), BEGIN and COMMIT included, and PostgreSQL logs each once, as `statement: …` (simple
 * protocol) or `execute <name>: …` (extended). The counting requests are sent one at a time, each
 * after a mark (a statement of the bench's own, `markStatement`), so the statements logged between
 * two marks are one request's, including what its server did after answering. The instances' own
 * statements that run whatever the requests (the readiness check's `select 1` every second, a
 * poller) are learnt from an idle stretch marked `idle` and left out.
 */

/** The prefix the counting step sets: time, then the backend's process id. */
export const LOG_LINE_PREFIX = '%m [%p] '

export interface LoggedStatement {
  pid: number
  text: string
}

const MARK = 'roteiro-bench-mark'
const entryStart = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(?:\.\d+)? \S+ \[(\d+)\] ([A-Z]+): {2}(.*)$/
const statementMessage = /^(?:statement|execute [^:]*): ([\s\S]*)$/

/** The statement that marks the start of a stretch named `label` (one word, then anything). */
export const markStatement = (label: string) => `select '${MARK} ${label.replace(/'/g, '')}'`

/** Every statement in a log written with LOG_LINE_PREFIX, in order; other entries (DETAIL, errors) are skipped. */
export function parseStatementLog(log: string): LoggedStatement[] {
  const entries: { pid: number; level: string; message: string }[] = []
  for (const line of log.split('\n')) {
    const start = entryStart.exec(line)
    if (start) entries.push({ pid: Number(start[1]), level: start[2]!, message: start[3]! })
    // A statement over several lines goes on without the prefix.
    else if (entries.length > 0) entries.at(-1)!.message += `\n${line}`
  }
  return entries.flatMap(({ pid, level, message }) => {
    const statement = level === 'LOG' ? statementMessage.exec(message) : null
    return statement ? [{ pid, text: statement[1]!.trim() }] : []
  })
}

const markLabel = (text: string) => new RegExp(`^select '${MARK} (.*)'$`).exec(text)?.[1]

/**
 * The round trips of each marked stretch, by the label's first word ("pix 3" → "pix"), in order;
 * `idle` stretches teach the statements to leave out and are not counted themselves. The
 * connection that sends the marks is the bench's: none of its statements count.
 */
export function roundTripsByKind(statements: LoggedStatement[]): Map<string, number[]> {
  const stretches: { label: string; texts: string[] }[] = []
  const markers = new Set<number>()
  for (const { pid, text } of statements) {
    const label = markLabel(text)
    if (label !== undefined) {
      markers.add(pid)
      stretches.push({ label, texts: [] })
    }
  }
  let current = -1
  for (const { pid, text } of statements) {
    if (markLabel(text) !== undefined) current++
    else if (current >= 0 && !markers.has(pid)) stretches[current]!.texts.push(text)
  }
  const background = new Set(stretches.filter((stretch) => stretch.label === 'idle').flatMap((stretch) => stretch.texts))
  const counts = new Map<string, number[]>()
  for (const { label, texts } of stretches) {
    const kind = label.split(' ')[0]!
    if (kind === 'idle' || kind === 'end') continue
    counts.set(kind, [...(counts.get(kind) ?? []), texts.filter((text) => !background.has(text)).length])
  }
  return counts
}
