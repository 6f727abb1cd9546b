import { DrizzleQueryError } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { createLogger } from '../../src/server/observability/logger.ts'
import { maskEmail } from '../../src/server/observability/mask.ts'

function capture() {
  const lines: Record<string, unknown>[] = []
  const logger = createLogger({ destination: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) } })
  return { logger, lines }
}

test('a line is one JSON object with an ISO time and the level by name', () => {
  const { logger, lines } = capture()
  logger.info({ order: 'AB12-CD34' }, 'Paid')

  expect(lines).toEqual([{ level: 'info', time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/), pid: process.pid, order: 'AB12-CD34', msg: 'Paid' }])
})

test('passwords, tokens, CPFs and secrets are redacted wherever they sit one level deep; emails are masked', () => {
  const { logger, lines } = capture()
  logger.warn(
    {
      password: 'Viagem#Segura42',
      token: 'tok_abc',
      email: 'maria.silva@example.com',
      payer: { cpf: '529.982.247-25', email: 'joao@example.org', name: 'João' },
      headers: { authorization: 'Bearer x' },
    },
    'Something',
  )

  expect(lines[0]).toMatchObject({
    password: '[redacted]',
    token: '[redacted]',
    email: 'm***@example.com',
    payer: { cpf: '[redacted]', email: 'j***@example.org', name: 'João' },
    headers: { authorization: '[redacted]' },
  })
})

test("a failed query's error keeps its SQL and the driver's code, never the parameters or the refused row", () => {
  const { logger, lines } = capture()
  const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_cpf"'), {
    code: '23505',
    constraint: 'users_cpf',
    detail: 'Key (cpf)=(52998224725) already exists.',
  })
  logger.error({ err: new DrizzleQueryError('insert into users (cpf) values ($1)', ['52998224725'], cause) }, 'Unexpected failure')

  const logged = JSON.stringify(lines[0])
  expect(lines[0]?.['err']).toMatchObject({ type: 'DrizzleQueryError', code: '23505', query: 'insert into users (cpf) values ($1)' })
  expect(logged).toContain('constraint users_cpf')
  expect(logged).not.toContain('52998224725')
})

test('another error keeps its type, message, code and stack, not the properties a client library hangs on it', () => {
  const { logger, lines } = capture()
  logger.error({ err: Object.assign(new TypeError('bad'), { code: 'E_BAD', request: { body: { cpf: '52998224725' } } }) }, 'Failed')

  expect(lines[0]?.['err']).toEqual({ type: 'TypeError', message: 'bad', code: 'E_BAD', stack: expect.stringContaining('TypeError: bad') })
})

test('a masked email keeps its first letter and its domain', () => {
  expect(maskEmail('maria@example.com')).toBe('m***@example.com')
  expect(maskEmail('not-an-email')).toBe('***')
})
