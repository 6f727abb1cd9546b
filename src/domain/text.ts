import * as v from 'valibot'
import { controlCharactersMessage, hasControlCharacters } from './control-characters.ts'

export { controlCharactersMessage, hasControlCharacters }

/**
 * A string as people type it: no control characters (issue 15, finding 7: a NUL reached the
 * database, which refused it with a 500). The server also refuses them in any text it parses
 * (http/validation.ts); here the forms say so before sending.
 */
export const freeText = (message?: string) =>
  v.pipe(
    v.string(message),
    v.check((text) => !hasControlCharacters(text), controlCharactersMessage),
  )

export const personNameMessage = 'A name cannot hold line breaks or web addresses'

const LINE_BREAKS = /[\r\n\u2028\u2029]/
const WEB_ADDRESS = /:\/\/|www\.|\.(?:com|net|org|br|io|me|co|info|xyz|site|online|app|link|ru|cn)(?:\/|\b)/i

/**
 * A person's name on one line with no web address (issue 25, finding 9): the payer's and the
 * account's names are written into mails sent to an address the sender chose, so a name holding
 * "Visit http://…" or a second line would make our mails carry someone's message.
 */
export const isPersonName = (text: string) => !LINE_BREAKS.test(text) && !WEB_ADDRESS.test(text)
