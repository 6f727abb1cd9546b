/*
 * Apart from text.ts (freeText, a valibot schema): /trips' `validateSearch` checks its `q` with
 * this, and the route tree, in every first visit, does not carry valibot.
 */

/** C0 control characters but tab, line feed and carriage return: nothing a person types means them. */
// eslint-disable-next-line no-control-regex -- matching them is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/

export const controlCharactersMessage = 'Remove the invisible control characters from this text'

export const hasControlCharacters = (text: string) => CONTROL_CHARACTERS.test(text)
