import { spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, inject, test, type TestContext } from 'vitest'
import { freePort } from '../../scripts/lib/free-port.ts'
import { readEnv } from '../../src/server/env.ts'
import { maskEmail } from '../../src/server/observability/mask.ts'
import { buildSignUp } from '../factories/users.ts'
import { codeOf, nextMailTo } from '../support/mail.ts'

// Issue 15, finding 2: NODE_ENV=production alone must not take payments in the sandbox, seed the
// demo accounts (their passwords are in the docs) or leave mail, codes included, in files and
// the log. The real server process, started as a deploy would start it.
//
// Run on the PGlite lane only: the server started here drops the caller's DATABASE_URL and keeps
// its PGlite in its own DATA_DIR, so on the PostgreSQL lane it would run the very same thing again
// (92 s there). The three starts run side by side: each test mostly waits on its child process.
const onPostgres = inject('dbTemplate').kind === 'postgres'

/**
 * `node --import tsx src/server/main.ts` with only `env` and what every start needs (no DATABASE_URL, SMTP_URL or gateway of the caller's).
 * Cleaned up through the test's own context: concurrent tests cannot use the global `onTestFinished`.
 */
async function startServer({ onTestFinished }: TestContext, env: Record<string, string>) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'roteiro-production-'))
  const port = await freePort()
  const { PATH, HOME, TMPDIR } = process.env
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { PATH, HOME, TMPDIR, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SERVE_CLIENT: 'false', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  onTestFinished(async () => {
    if (child.exitCode === null) child.kill('SIGKILL')
    await rm(dataDir, { recursive: true, force: true })
  })
  const output = { stdout: '', stderr: '' }
  child.stdout.on('data', (chunk: Buffer) => (output.stdout += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output.stderr += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return { origin: `http://127.0.0.1:${port}`, mailDir: path.join(dataDir, 'mail'), output, exited, child }
}

async function untilListening(server: Awaited<ReturnType<typeof startServer>>) {
  const deadline = Date.now() + 100_000
  while (!server.output.stdout.includes('Roteiro on http')) {
    if (server.child.exitCode !== null) throw new Error(`the server exited with ${server.child.exitCode}:\n${server.output.stderr}`)
    if (Date.now() > deadline) throw new Error(`the server did not start:\n${server.output.stdout}\n${server.output.stderr}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe.skipIf(onPostgres)('the server process', () => {
  test.concurrent(
    'NODE_ENV=production with nothing else set refuses to start and says what to set',
    async (context) => {
      const server = await startServer(context, { NODE_ENV: 'production' })

      expect(await server.exited).not.toBe(0)
      expect(server.output.stderr).toContain('PAYMENT_GATEWAY=mercadopago')
      expect(server.output.stderr).toContain('PAYMENT_GATEWAY=sandbox')
      expect(server.output.stderr).toContain('SMTP_URL=')
      expect(server.output.stderr).toContain('MAIL_TRANSPORT=files')
      expect(server.output.stdout).not.toContain('Roteiro on http')
    },
    60_000,
  )

  test.concurrent(
    'a gateway chosen but no mail transport is still refused, naming only the mail',
    async (context) => {
      const server = await startServer(context, { NODE_ENV: 'production', PAYMENT_GATEWAY: 'sandbox' })

      expect(await server.exited).not.toBe(0)
      expect(server.output.stderr).toContain('MAIL_TRANSPORT=files')
      expect(server.output.stderr).not.toContain('PAYMENT_GATEWAY')
    },
    60_000,
  )

  test.concurrent(
    'with the sandbox and mail in files chosen it starts, without demo accounts, and never prints a code',
    async (context) => {
      const server = await startServer(context, { NODE_ENV: 'production', PAYMENT_GATEWAY: 'sandbox', MAIL_TRANSPORT: 'files' })
      await untilListening(server)
      const signUp = buildSignUp()

      const answer = await fetch(`${server.origin}/api/auth/signup`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(signUp) })
      const demo = await fetch(`${server.origin}/api/auth/signin`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'admin@roteiro.demo', password: 'Roteiro#Admin2027' }),
      })

      expect(answer.status).toBe(200)
      const code = codeOf(await nextMailTo(server.mailDir, signUp.email, 0))
      expect(server.output.stdout).toContain(`"to":"${maskEmail(signUp.email)}"`)
      expect(server.output.stdout).not.toContain(signUp.email)
      expect(server.output.stdout + server.output.stderr).not.toContain(code)
      expect(demo.status).toBe(400)
      expect(server.output.stdout).not.toContain('Demo accounts')
      server.child.kill('SIGTERM')
      expect(await server.exited).toBe(0)
    },
    120_000,
  )
})

test.skipIf(onPostgres)('demo data is off in production unless SEED_DEMO=true, and on by default elsewhere; smtp needs its URL', () => {
  const production = { NODE_ENV: 'production', PAYMENT_GATEWAY: 'mercadopago', SMTP_URL: 'smtp://mail.example.com:587' }
  expect(readEnv(production)).toMatchObject({ SEED_DEMO: 'false', MAIL_TRANSPORT: 'smtp' })
  expect(readEnv({ ...production, SEED_DEMO: 'true' }).SEED_DEMO).toBe('true')
  expect(readEnv({})).toMatchObject({ SEED_DEMO: 'true', MAIL_TRANSPORT: 'files', PAYMENT_GATEWAY: 'sandbox' })
  expect(() => readEnv({ MAIL_TRANSPORT: 'smtp' })).toThrow(/SMTP_URL/)
})
