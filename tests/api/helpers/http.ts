import { expect } from 'vitest'
import type { ApiErrorBody } from '../../../src/domain/api-error.ts'
import type { TestApp } from './test-app.ts'

export interface JsonResponse<T> {
  status: number
  headers: Headers
  body: T
}

/** Requests `path` from the app and reads the body as JSON; fails the test when it is not JSON. */
export async function requestJson<T>(t: Pick<TestApp, 'app'>, path: string, init?: RequestInit): Promise<JsonResponse<T>> {
  const response = await t.app.request(path, init)
  expect(response.headers.get('Content-Type'), `Content-Type of ${path}`).toMatch(/^application\/json/)
  return { status: response.status, headers: response.headers, body: (await response.json()) as T }
}

export const postJson = <T>(t: Pick<TestApp, 'app'>, path: string, body: unknown, headers: Record<string, string> = {}) =>
  requestJson<T>(t, path, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) })

/** Asserts the API's error shape: a status, a non-empty message, and `fields` naming the given fields. */
export function expectApiError(response: JsonResponse<unknown>, status: number, fields?: string[]) {
  expect(response.status).toBe(status)
  const body = response.body as ApiErrorBody
  expect(body.message).toEqual(expect.any(String))
  expect(body.message.length).toBeGreaterThan(0)
  if (fields) expect(Object.keys(body.fields ?? {}).sort()).toEqual([...fields].sort())
  return body
}

/** Any method with an optional JSON body (PUT, PATCH, DELETE...). */
export const sendJson = <T>(t: Pick<TestApp, 'app'>, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
  requestJson<T>(t, path, {
    method,
    headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
