import type { ApiErrorCode, ErrorParams, FieldErrorCode } from './error-codes.ts'

/** One bad field by code: what the client translates (the English text is in `fields`). */
export interface FieldIssue {
  code: FieldErrorCode
  params?: ErrorParams
}

/** The body of every error response of the API (docs/ERRORS.md). */
export interface ApiErrorBody {
  /** Stable and machine-readable: the client picks its text by it. */
  code: ApiErrorCode
  /** English, for people reading the API. */
  message: string
  /** What a counted message says: `{ triesLeft: 3 }`, `{ minutes: 12 }`. */
  params?: ErrorParams
  /** Field path -> English text. */
  fields?: Record<string, string>
  /** The same fields by code. */
  fieldCodes?: Record<string, FieldIssue>
}
