import { t } from '@lingui/core/macro'
import type { RequestBodyOption } from 'openapi-fetch'
import type { PathsWithMethod, RequiredKeysOf, SuccessResponseJSON } from 'openapi-typescript-helpers'
import type { ApiErrorBody } from '../domain/api-error.ts'
import type { paths } from './api-contract.gen.ts'
import { ApiError } from './api-error.ts'
import { clearSession, getSession } from './session.ts'
import { showError } from './ui/toaster.ts'

/** How a call's answer and errors are handled, beside what the contract types (its parameters and body). */
interface CallOptions {
  headers?: HeadersInit
  signal?: AbortSignal
  /** Statuses the caller shows on its own (e.g. 404 as a "not found" state): no toast for them. */
  quietStatuses?: number[]
  /** Reads a successful answer otherwise (a file to download, a form the service worker kept); `json` reads it as usual. Errors are handled as usual. */
  read?: (response: Response, json: () => Promise<never>) => Promise<unknown>
}

interface ApiOptions extends CallOptions {
  method: string
  /** Sent as JSON, or as multipart when it is a FormData (uploads). */
  body?: unknown
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'
/** What a call sends: the operation's path, query and header parameters and its body, as the contract types them. */
type CallInit<Operation> = ParamsOf<Operation> &
  BodyOption<Operation> &
  Omit<CallOptions, 'read'> & { read?: (response: Response, json: () => Promise<Json<Operation>>) => Promise<unknown> }
/** An upload (multipart/form-data) sends the FormData of its fields; any other body is JSON, as the contract types it. */
type BodyOption<Operation> = Operation extends { requestBody: { content: { 'multipart/form-data': unknown } } } ? { body: FormData } : RequestBodyOption<Operation>
/** The operation's parameters; where the path or the query takes any text (ids are digits on the wire), a number too. */
type Params<Operation> = Operation extends { parameters: infer P } ? { [K in keyof P]: K extends 'path' | 'query' ? NumbersAsText<P[K]> : P[K] } : never
type NumbersAsText<Values> = { [N in keyof Values]: Values[N] | (string extends Values[N] ? number : never) }
type ParamsOf<Operation> = RequiredKeysOf<Params<Operation>> extends never ? { params?: Params<Operation> } : { params: Params<Operation> }
/** The parameter list of a call: `init` may be left out when the operation requires nothing. */
type CallArgs<Init> = RequiredKeysOf<Init> extends never ? [init?: Init] : [init: Init]
/** A 2xx answer's JSON as the contract types it (void where it has none), or what `read` makes of it. */
type Answer<Operation, Init> = Init extends { read: (response: Response, json: never) => Promise<infer Read> } ? Read : Json<Operation>
type Json<Operation> = OrVoid<SuccessResponseJSON<Operation & Record<string | number, unknown>>>
type OrVoid<T> = [T] extends [never] ? void : T
type Call<M extends Method> = <Path extends PathsWithMethod<paths, M>, Init extends CallInit<paths[Path][M]>>(
  path: Path,
  ...init: CallArgs<Init>
) => Promise<Answer<paths[Path][M], Init>>

interface SentParams {
  path?: Record<string, string | number>
  query?: object
  header?: Record<string, string>
}

/** `/api/trips/{name}` with its parameters: the path's filled in, the query's appended, the headers' sent. */
function send(method: Method, path: string, { params = {}, body, headers, ...options }: { params?: SentParams; body?: unknown } & CallOptions = {}) {
  const url = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params.path?.[name]))) + queryString(params.query ?? {})
  const allHeaders = new Headers(headers)
  for (const [name, value] of Object.entries(params.header ?? {})) allHeaders.set(name, value)
  return request(url, { ...options, method: method.toUpperCase(), body, headers: allHeaders })
}

const call =
  <M extends Method>(method: M): Call<M> =>
  (path, ...[init]) =>
    send(method, path, init as Parameters<typeof send>[2]) as never

/**
 * The API, typed by its contract (api-contract.gen.ts, generated from GET /api/openapi.json):
 * `api.get('/api/trips/{name}', { params: { path: { name } } })` answers the trip. A path the
 * server does not have, a missing parameter or a field the answer lacks fails `npm run typecheck`.
 */
export const api = { get: call('get'), post: call('post'), put: call('put'), patch: call('patch'), delete: call('delete') }

/** `?a=1&b=x` from the defined values of a query. */
function queryString(query: object): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null && value !== '') params.set(key, String(value))
  const text = params.toString()
  return text ? `?${text}` : ''
}

let onUnauthorized: () => void = () => {
  window.location.assign('/signin')
}

/** The router registers how to go to /signin without a full reload. */
export const setUnauthorizedHandler = (handler: () => void) => {
  onUnauthorized = handler
}

const apiBase = import.meta.env.VITE_API_URL?.replace(/\/$/, '') ?? ''

/**
 * The one fetch wrapper (spec sections 7 and 8): bearer token when signed in; a 401 clears the
 * session and goes to /signin; any other error toasts its code's text or 'Ocorreu um erro'.
 */
async function request(path: string, { body, quietStatuses = [], headers, read, ...init }: ApiOptions): Promise<unknown> {
  const { token } = getSession()
  const requestHeaders = new Headers(headers)
  // A guest's order sends its own access token (payment links), whoever is signed in on this device.
  if (token && !requestHeaders.has('Authorization')) requestHeaders.set('Authorization', `Bearer ${token}`)
  const multipart = body instanceof FormData
  if (body !== undefined && !multipart) requestHeaders.set('Content-Type', 'application/json')
  requestHeaders.set('Accept-Language', document.documentElement.lang || 'pt-BR')

  let response: Response
  try {
    response = await fetch(`${apiBase}${path}`, { ...init, headers: requestHeaders, body: body === undefined ? undefined : multipart ? body : JSON.stringify(body) })
  } catch (cause) {
    return fail(new ApiError(0, t`No connection. Check your internet and try again.`, { cause }), quietStatuses)
  }
  const json = () => (response.status === 204 ? Promise.resolve(undefined) : response.json())
  if (response.ok) return read ? await read(response, json as () => Promise<never>) : await json()

  const payload = (await response.json().catch(() => null)) as Partial<ApiErrorBody> | null
  return fail(new ApiError(response.status, t`An error occurred`, payload ?? undefined), quietStatuses)
}

/** A 401 clears the session and goes to /signin; any other error not quiet is toasted, by its code, in the reader's language. */
function fail(error: ApiError, quietStatuses: number[]): never {
  if (error.status === 401) {
    clearSession()
    onUnauthorized()
  } else if (!quietStatuses.includes(error.status)) {
    error.told = true
    // The texts load only on an error; without them (offline, say) the message is the best there is.
    void import('./ui/form/api-messages.ts').then(
      ({ describeApiError }) => showError(describeApiError(error)),
      () => showError(error.message),
    )
  }
  throw error
}
