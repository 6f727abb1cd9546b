/**
 * The people of the flash sale (scripts/bench/flash-sale.ts), all through the load balancer: the
 * buyers, each placing one order with an Idempotency-Key of its own and trying again with the
 * same key when no answer came (or, for some, once more anyway, as a client whose answer got
 * lost); the sandbox control paying each Pix order as it is placed (its webhook marks the order
 * paid); and the visitors reading the catalogue at a steady rate meanwhile.
 */
import { randomUUID } from 'node:crypto'
import { benchPayer } from './pix-order.ts'

export interface Answer {
  /** 0: no answer (a reset connection). */
  status: number
  ms: number
}

export interface Buyer {
  token: string
  method: 'pix' | 'card'
  /** A sandbox card token that approves (card buyers only). */
  cardToken?: string
  /** Sends the same order again after its answer, with the same key. */
  retriesAnyway: boolean
}

export interface Purchase {
  buyer: Buyer
  answers: Answer[]
  /** The order's code when an answer was 2xx. */
  code: string | null
  /** The repeat of a placed order, same key, answered with another order: a duplicate. */
  replayDiffered: boolean
}

export interface SaleItem {
  tripId: number
  optionId: number
}

async function timed(request: () => Promise<Response>): Promise<Answer & { body: unknown }> {
  const started = performance.now()
  try {
    const response = await request()
    const text = await response.text()
    let body: unknown = null
    try {
      body = JSON.parse(text)
    } catch {
      // an error page, not JSON
    }
    return { status: response.status, ms: performance.now() - started, body }
  } catch {
    return { status: 0, ms: performance.now() - started, body: null }
  }
}

const is2xx = (status: number) => status >= 200 && status < 300
const NO_ANSWER_RETRIES = 3

/** One buyer's checkout: `onPlaced` hears of each new order (the Pix payer listens). */
export async function buy(origin: string, item: SaleItem, buyer: Buyer, onPlaced: (code: string, buyer: Buyer) => void): Promise<Purchase> {
  const key = randomUUID()
  const body = JSON.stringify({
    item: { ...item, people: 1 },
    payer: benchPayer,
    payment: buyer.method === 'card' ? { method: 'card', cardToken: buyer.cardToken, cardBrand: 'visa', installments: 1 } : { method: 'pix' },
  })
  const send = () =>
    timed(() =>
      fetch(`${origin}/api/orders`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${buyer.token}`, 'Idempotency-Key': key },
        body,
      }),
    )
  const answers: Answer[] = []
  let answer = await send()
  answers.push(answer)
  for (let retry = 0; answer.status === 0 && retry < NO_ANSWER_RETRIES; retry++) answers.push((answer = await send()))
  const code = is2xx(answer.status) ? (answer.body as { code: string }).code : null
  if (code) onPlaced(code, buyer)
  let replayDiffered = false
  if (buyer.retriesAnyway && answer.status !== 0) {
    const again = await send()
    answers.push(again)
    const againCode = is2xx(again.status) ? (again.body as { code: string }).code : null
    replayDiffered = code !== null && againCode !== null && againCode !== code
  }
  return { buyer, answers, code, replayDiffered }
}

/** The sandbox control paying Pix orders as they come (an admin's POST; the sandbox then sends its webhook). */
export function pixPayer(origin: string, adminToken: string) {
  const payments: Promise<Answer & { webhookStatus: number | null }>[] = []
  return {
    pay(code: string) {
      payments.push(
        timed(() => fetch(`${origin}/api/payments/sandbox/orders/${code}/pay`, { method: 'POST', headers: { Authorization: `Bearer ${adminToken}` } })).then((answer) => ({
          ...answer,
          webhookStatus: (answer.body as { webhookStatus?: number } | null)?.webhookStatus ?? null,
        })),
      )
    },
    /** Every payment's answer, once they are all in. */
    done: () => Promise.all(payments),
  }
}

/** Visitors reading the list and the trips' pages, `perSecond` requests a second started on time whatever the answers take. */
export function browseCatalogue(origin: string, slugs: string[], perSecond: number) {
  const answers: Promise<Answer>[] = []
  const paths = ['/api/trips', ...slugs.map((slug) => `/api/trips/${slug}`)]
  let next = 0
  const timer = setInterval(() => {
    const path = paths[next++ % paths.length]!
    answers.push(timed(() => fetch(`${origin}${path}`)))
  }, 1000 / perSecond)
  return {
    async stop(): Promise<Answer[]> {
      clearInterval(timer)
      return Promise.all(answers)
    },
  }
}
