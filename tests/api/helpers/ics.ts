/** One VEVENT of an iCalendar file: its properties by name (parameters kept in the name, `DTSTART;VALUE=DATE`), and its alarms' triggers. */
export interface IcsEvent {
  props: Record<string, string>
  triggers: string[]
}

/**
 * Reads an iCalendar file as a calendar app would (RFC 5545: lines end in CRLF, a line starting
 * with a space continues the one before), enough to check what a test expects of its events.
 */
export function parseIcs(text: string): { lines: string[]; events: IcsEvent[] } {
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n')
  const events: IcsEvent[] = []
  let event: IcsEvent | null = null
  let inAlarm = false
  for (const line of lines) {
    const colon = line.indexOf(':')
    const [name, value] = [line.slice(0, colon), line.slice(colon + 1)]
    if (line === 'BEGIN:VEVENT') events.push((event = { props: {}, triggers: [] }))
    else if (line === 'END:VEVENT') event = null
    else if (line === 'BEGIN:VALARM') inAlarm = true
    else if (line === 'END:VALARM') inAlarm = false
    else if (event && inAlarm && name === 'TRIGGER') event.triggers.push(value)
    else if (event && !inAlarm) event.props[name] = value
  }
  return { lines, events }
}

/** An event's property whatever its parameters: `prop(event, 'DTSTART')` reads `DTSTART;VALUE=DATE` too. */
export const prop = (event: IcsEvent, name: string) => Object.entries(event.props).find(([key]) => key === name || key.startsWith(`${name};`))?.[1]
