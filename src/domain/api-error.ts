/** The body of every error response of the API. */
export interface ApiErrorBody {
  message: string
  fields?: Record<string, string>
}
