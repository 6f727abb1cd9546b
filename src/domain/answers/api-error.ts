import * as v from 'valibot'
import type { ApiErrorBody } from '../api-error.ts'
import { apiErrorCodes, fieldErrorCodes, type ApiErrorCode, type FieldErrorCode } from '../error-codes.ts'
import { answerSchema } from './answer-schema.ts'

const errorParams = v.record(v.string(), v.union([v.number(), v.string()]))

const apiErrorCodeList = Object.keys(apiErrorCodes) as [ApiErrorCode, ...ApiErrorCode[]]
const fieldErrorCodeList = Object.keys(fieldErrorCodes) as [FieldErrorCode, ...FieldErrorCode[]]

/** The body of every error answer (docs/ERRORS.md): `code` is one of the domain's list, every one of them named. */
export const apiErrorBodySchema = answerSchema<ApiErrorBody>()(
  v.object({
    code: v.picklist(apiErrorCodeList),
    message: v.string(),
    params: v.optional(errorParams),
    fields: v.optional(v.record(v.string(), v.string())),
    fieldCodes: v.optional(v.record(v.string(), v.object({ code: v.picklist(fieldErrorCodeList), params: v.optional(errorParams) }))),
  }),
)
