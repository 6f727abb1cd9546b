import { DrizzleQueryError } from 'drizzle-orm/errors'
import { expect, test } from 'vitest'
import { isDatabaseUnavailable } from '../../src/server/db/errors.ts'

/** An error as node-postgres or Node's sockets make it: a message and a code. */
const failure = (message: string, code?: string) => Object.assign(new Error(message), code ? { code } : {})
/** As Drizzle throws a failed query's error. */
const underQuery = (cause: Error) => new DrizzleQueryError('select 1', [], cause)

test.each([
  ['a session ended by a restart (57P01)', failure('terminating connection due to administrator command', '57P01')],
  ['a server starting or stopping (57P03)', failure('the database system is starting up', '57P03')],
  ['a connection exception (08006)', failure('connection failure', '08006')],
  ['a statement past statement_timeout (57014)', underQuery(failure('canceling statement due to statement timeout', '57014'))],
  ['a refused connection, thrown by the pool', failure('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
  ['a reset connection under a query', underQuery(failure('read ECONNRESET', 'ECONNRESET'))],
  ['a connection dropped between queries', underQuery(failure('Connection terminated unexpectedly'))],
  ['a client used after its connection broke', failure('Client has encountered a connection error and is not queryable')],
  ['a pool that could not connect in time', failure('timeout exceeded when trying to connect')],
  ['every address refused', new AggregateError([failure('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], 'connect failed')],
])('the database is unavailable: %s', (_, error) => {
  expect(isDatabaseUnavailable(error)).toBe(true)
})

test.each([
  ['a unique violation', underQuery(failure('duplicate key value violates unique constraint', '23505'))],
  ['a syntax error', underQuery(failure('syntax error at or near "selec"', '42601'))],
  ["another server's refused connection under fetch's wrapper", new TypeError('fetch failed', { cause: failure('connect ECONNREFUSED 10.0.0.9:443', 'ECONNREFUSED') })],
  ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
  ['not an error', 'ECONNREFUSED'],
])('the database is not the cause: %s', (_, error) => {
  expect(isDatabaseUnavailable(error)).toBe(false)
})
