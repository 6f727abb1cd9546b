import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, randomUUID, verify, type ECDH } from 'node:crypto'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A push as the local push service received it. */
export interface ReceivedPush {
  id: string
  headers: IncomingHttpHeaders
  body: Buffer
}

/** A browser's side of a subscription: the keys only the browser holds. */
export interface TestSubscription {
  id: string
  json: { endpoint: string; expirationTime: null; keys: { p256dh: string; auth: string } }
  ecdh: ECDH
  authSecret: Buffer
}

/**
 * A push service on 127.0.0.1, as a browser vendor's would be (no outside service): it keeps every
 * push it is sent and answers 201, or the status (and headers) a test sets for one subscription (410: gone).
 * `subscribe()` plays the browser: its own P-256 key pair and auth secret, so `decrypt` reads
 * what only that browser could.
 */
export async function startPushService() {
  const received: ReceivedPush[] = []
  const answers = new Map<string, { status: number; headers: Record<string, string> }>()
  const waiters = new Set<() => void>()
  /** While set, pushes are received but not answered: `open` counts those waiting, `mostOpen` the most at once. */
  let held: { answers: (() => void)[]; open: number; mostOpen: number } | null = null
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const id = request.url?.split('/').at(-1) ?? ''
      received.push({ id, headers: request.headers, body: Buffer.concat(chunks) })
      const answer = answers.get(id) ?? { status: 201, headers: {} }
      const respond = () => response.writeHead(answer.status, answer.headers).end()
      if (held) {
        held.answers.push(respond)
        held.mostOpen = Math.max(held.mostOpen, ++held.open)
      } else respond()
      for (const wake of waiters) wake()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    origin,
    received,
    subscribe(): TestSubscription {
      const ecdh = createECDH('prime256v1')
      ecdh.generateKeys()
      const authSecret = randomBytes(16)
      const id = randomUUID()
      return {
        id,
        ecdh,
        authSecret,
        json: { endpoint: `${origin}/push/${id}`, expirationTime: null, keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret.toString('base64url') } },
      }
    },
    /** Holds every answer until `release()`; `mostOpen()` is the most pushes that waited at once. */
    holdAnswers() {
      const hold = { answers: [] as (() => void)[], open: 0, mostOpen: 0 }
      held = hold
      return {
        mostOpen: () => hold.mostOpen,
        release() {
          held = null
          for (const respond of hold.answers) respond()
        },
      }
    },
    answer(subscription: TestSubscription, status: number, headers: Record<string, string> = {}) {
      answers.set(subscription.id, { status, headers })
    },
    /** The pushes to this subscription once there are `count` of them. */
    pushesTo(subscription: TestSubscription, count = 1): Promise<ReceivedPush[]> {
      const mine = () => received.filter((push) => push.id === subscription.id)
      return new Promise((resolve) => {
        const check = () => {
          if (mine().length < count) return
          waiters.delete(check)
          resolve(mine())
        }
        waiters.add(check)
        check()
      })
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** RFC 8291 (aes128gcm, one record) as the browser decrypts it, written apart from web-push's own code. */
export function decryptPush(push: ReceivedPush, subscription: TestSubscription): unknown {
  const { body } = push
  const salt = body.subarray(0, 16)
  const keyIdLength = body[20]!
  const senderKey = body.subarray(21, 21 + keyIdLength)
  const record = body.subarray(21 + keyIdLength)
  const secret = subscription.ecdh.computeSecret(senderKey)
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), subscription.ecdh.getPublicKey(), senderKey])
  const ikm = Buffer.from(hkdfSync('sha256', secret, subscription.authSecret, keyInfo, 32))
  const key = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16))
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12))
  const decipher = createDecipheriv('aes-128-gcm', key, nonce)
  decipher.setAuthTag(record.subarray(record.length - 16))
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()])
  let end = padded.length - 1
  while (padded[end] === 0) end--
  if (padded[end] !== 2) throw new Error('not the last record of an aes128gcm push')
  return JSON.parse(padded.subarray(0, end).toString('utf8'))
}

/** The VAPID Authorization (RFC 8292): `vapid t=<JWT>, k=<public key>`; checks the ES256 signature with the server's key and answers the claims. */
export function vapidClaimsOf(push: ReceivedPush, publicKey: string): { aud: string; exp: number; sub: string } {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(push.headers.authorization ?? '')
  if (!match) throw new Error(`not a VAPID Authorization: ${push.headers.authorization}`)
  const [, token = '', key = ''] = match
  if (key !== publicKey) throw new Error(`signed with ${key}, not the server's ${publicKey}`)
  const raw = Buffer.from(key, 'base64url')
  const jwk = { kty: 'EC', crv: 'P-256', x: raw.subarray(1, 33).toString('base64url'), y: raw.subarray(33, 65).toString('base64url') }
  const [header = '', payload = '', signature = ''] = token.split('.')
  const signed = verify(
    'sha256',
    Buffer.from(`${header}.${payload}`),
    { key: createPublicKey({ key: jwk, format: 'jwk' }), dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  )
  if (!signed) throw new Error('the VAPID signature does not verify')
  if (JSON.parse(Buffer.from(header, 'base64url').toString()).alg !== 'ES256') throw new Error('not ES256')
  return JSON.parse(Buffer.from(payload, 'base64url').toString()) as { aud: string; exp: number; sub: string }
}
