import type * as v from 'valibot'
import type { FieldIssue } from './api-error.ts'
import { fieldErrorCodes, type FieldErrorCode } from './error-codes.ts'

/**
 * A valibot issue as a field code: the server fills `fieldCodes` with it, the client its own
 * form's errors, so both translate codes only. The domain's schemas speak the texts of
 * fieldErrorCodes, so the text names the code (a counted text gives its number back as the
 * param); a built-in validator left with valibot's own message is known by its type.
 */
export function fieldIssueOf(issue: v.BaseIssue<unknown>): FieldIssue {
  if (isMissingKey(issue)) return { code: 'field.required' }
  const known = exactTexts.get(issue.message)
  if (known) return known
  for (const { pattern, code, param } of countedTexts) {
    const number = pattern.exec(issue.message)?.[1]
    if (number !== undefined) return { code, params: { [param]: Number(number) } }
  }
  return byType(issue)
}

/** valibot reports an absent key with the object's generic message ("Invalid key: ..."), not the field's own. */
export const isMissingKey = (issue: v.BaseIssue<unknown>) => issue.input === undefined && issue.expected === `"${String(issue.path?.at(-1)?.key)}"`

function byType(issue: v.BaseIssue<unknown>): FieldIssue {
  const bound = typeof issue.requirement === 'number' ? issue.requirement : undefined
  if (bound !== undefined && issue.type === 'min_length') return { code: 'field.min_length', params: { min: bound } }
  if (bound !== undefined && issue.type === 'max_length') return { code: 'field.max_length', params: { max: bound } }
  if (bound !== undefined && issue.type === 'min_value') return { code: 'field.min_value', params: { min: bound } }
  if (bound !== undefined && issue.type === 'max_value') return { code: 'field.max_value', params: { max: bound } }
  if (issue.type === 'non_empty') return { code: 'field.required' }
  if (issue.type === 'email') return { code: 'field.email' }
  if (issue.type === 'iso_date') return { code: 'field.date' }
  return { code: 'field.invalid' }
}

/** A number no text says: where a counted text shows it, the text holds its param. */
const PROBE = 987_654_321

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const entries = Object.entries(fieldErrorCodes) as [FieldErrorCode, (typeof fieldErrorCodes)[FieldErrorCode]][]

const exactTexts = new Map<string, FieldIssue>()
const countedTexts: { pattern: RegExp; code: FieldErrorCode; param: string }[] = []
for (const [code, text] of entries) if (typeof text === 'string') exactTexts.set(text, { code })
for (const [code, text] of entries) {
  if (typeof text === 'string') continue
  const say = text.text as (value: number) => string
  // A counted text may say its singular apart ("1 seat is left"): that one is matched whole.
  if (!exactTexts.has(say(1))) exactTexts.set(say(1), { code, params: { [text.param]: 1 } })
  countedTexts.push({ code, param: text.param, pattern: new RegExp(`^${say(PROBE).split(String(PROBE)).map(escapeRegExp).join('(-?\\d+)')}$`) })
}
