import { afterAll, beforeAll, expect, test, vi } from 'vitest'
import { createApp } from '../../src/server/app.ts'
import { fileMailer, type Mailer, type MailMessage } from '../../src/server/mail/mailer.ts'
import { buildSignUp, insertUser, uniqueEmail } from '../factories/users.ts'
import { nextMailTo } from '../support/mail.ts'
import { postJson } from './helpers/http.ts'
import { CONTACT_INBOX, createTestApp, type TestApp } from './helpers/test-app.ts'

// Issue 15, finding 10: sign-up and password reset answer the same, in the same time, whether or
// not the email has an account. The time of an answer is proved from what it waits for, not with a
// clock (issue 25: a median of times on a shared machine is noise): every mail is held at a gate the
// test opens. A password reset answers with every mail still held, so no kind of email waits for
// one; a sign-up waits for exactly one mail of its own, whichever kind, and for nothing else.

const ROUNDS = 6
let t: TestApp
let gated: ReturnType<typeof createApp>
const held: { to: string; release: () => Promise<void> }[] = []

beforeAll(async () => {
  t = await createTestApp()
  const files = fileMailer(t.mailDir, 'Roteiro <nao-responda@teste.local>')
  const mailer: Mailer = {
    send: (message: MailMessage) => new Promise<void>((resolve, reject) => held.push({ to: message.to, release: () => files.send(message).then(resolve, reject) })),
  }
  gated = createApp({ db: t.db, mailer, storage: t.storage, contactInbox: CONTACT_INBOX, auth: { trustProxy: true } })
})
afterAll(async () => {
  await Promise.all(held.splice(0).map(({ release }) => release()))
  await t.close()
})

let ipCount = 0
const nextIp = () => ({ 'X-Forwarded-For': `198.51.${Math.floor(ipCount / 250)}.${ipCount++ % 250}` })

/** Known and unknown emails in turns. */
const inTurns = (known: string[], unknown: string[]) => known.flatMap((email, i) => [email, unknown[i]!])

test('a password reset answers the same for an email with an account and for one without, before any mail is sent', async () => {
  const known = await Promise.all(Array.from({ length: ROUNDS }, async () => (await insertUser(t.db)).email))
  const unknown = Array.from({ length: ROUNDS }, () => uniqueEmail('ninguem'))

  const answers = []
  for (const email of inTurns(known, unknown)) answers.push(await postJson({ app: gated }, '/api/auth/password-reset', { email }, nextIp()))

  for (const response of answers) expect(response.status).toBe(202)
  expect(new Set(answers.map(({ body }) => JSON.stringify(body))).size).toBe(1)
  // Every answer came while the mails were held; the links are made after the answer, so wait for them.
  await vi.waitFor(() => expect(held.map(({ to }) => to).sort()).toEqual([...known].sort()))
  await Promise.all(held.splice(0).map(({ release }) => release()))
  for (const email of known) await nextMailTo(t.mailDir, email, 0)
})

test('a sign-up waits for one mail to its email, the same for an email with an account and for a new one', async () => {
  const known = await Promise.all(Array.from({ length: ROUNDS }, async () => (await insertUser(t.db)).email))
  const unknown = Array.from({ length: ROUNDS }, () => uniqueEmail('nova'))

  for (const email of inTurns(known, unknown)) {
    let answered = false
    const answer = postJson<Record<string, unknown>>({ app: gated }, '/api/auth/signup', buildSignUp({ email }), nextIp()).finally(() => (answered = true))
    await vi.waitFor(() => expect(held.map(({ to }) => to)).toEqual([email]))
    // Held at its mail: the answer cannot come before the mail goes.
    await new Promise((resolve) => setImmediate(resolve))
    expect(answered).toBe(false)
    await held.splice(0)[0]!.release()
    const response = await answer
    expect(response.status).toBe(200)
    expect(Object.keys(response.body).sort()).toEqual(['challengeId', 'expiresAt'])
    expect(held).toEqual([])
  }
})
