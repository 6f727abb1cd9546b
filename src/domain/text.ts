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
