import { randomBytes, randomInt } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { buildBoleto } from '../../../../domain/boleto.ts'
import { splitInstallments } from '../../../../domain/installments.ts'
import { buildPixPayload } from '../../../../domain/pix.ts'
import type { Db, DbOrTx } from '../../../db/client.ts'
import { sandboxCardTokens, sandboxCharges, sandboxRefunds, type OrderBoletoSlip } from '../../../db/schema/index.ts'
import { ApiError, apiError } from '../../../http/errors.ts'
import type { ChargeRequest, ChargeResult, PaymentEvent, PaymentGateway, RefundPart } from '../../orders/gateway.ts'
import { WebhookRejected, WebhookUnknownType } from '../../orders/gateway.ts'
import type { PaymentSettings } from '../../orders/settings.ts'
import { SIGNATURE_HEADER, signWebhook, verifyWebhook } from '../signature.ts'

const alphanumeric = (length: number) => {
  const letters = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
  return Array.from({ length }, () => letters[randomInt(letters.length)]).join('')
}
const digits = (length: number) => Array.from({ length }, () => randomInt(10)).join('')

const addMonths = (date: string, months: number) => {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number]
  const target = new Date(Date.UTC(year, month - 1 + months, 1))
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate()
  target.setUTCDate(Math.min(day, lastDay))
  return target.toISOString().slice(0, 10)
}

/** A Map, not an object: a `type` of `__proto__` or `constructor` found Object's own members (issue 15, finding 13). */
const statusOfEvent = new Map<string, PaymentEvent['status']>([
  ['charge.paid', 'paid'],
  ['charge.refused', 'refused'],
  ['charge.canceled', 'canceled'],
  ['charge.refunded', 'refunded'],
  ['charge.charged_back', 'refunded'],
])

/** The body the sandbox POSTs to /api/payments/webhook. */
export interface SandboxWebhookBody {
  id: string
  type: 'charge.paid' | 'charge.refused' | 'charge.canceled' | 'charge.refunded' | 'charge.charged_back'
  data: { chargeId: string; reference: string }
  createdAt: string
}

export interface SandboxGateway extends PaymentGateway {
  name: 'sandbox'
  /** The sandbox control: pays a pending Pix or boleto charge and sends its signed webhook. */
  payCharge(chargeId: string, now: Date): Promise<Response>
  /** The sandbox control: the payer's bank takes a paid charge back (a chargeback), with its signed webhook. */
  chargeBack(chargeId: string, now: Date): Promise<Response>
}

/**
 * The built-in gateway. It keeps its own records (sandbox_* tables) as a remote gateway would,
 * and confirms Pix and boleto charges only when the sandbox control says so, by a webhook
 * signed like any gateway's and delivered to our own webhook endpoint (`deliver`).
 */
export function sandboxGateway(options: { db: Db; settings: PaymentSettings; secret: () => Promise<string>; deliver: (request: Request) => Promise<Response> }): SandboxGateway {
  const { db, settings, secret } = options

  async function existing(tx: DbOrTx, reference: string): Promise<ChargeResult | null> {
    const [row] = await tx.select({ result: sandboxCharges.result }).from(sandboxCharges).where(eq(sandboxCharges.reference, reference))
    return row ? revive(row.result as ChargeResult) : null
  }

  async function store(request: ChargeRequest, result: ChargeResult, status: 'pending', now: Date, expiresAt: Date | null) {
    const [row] = await db
      .insert(sandboxCharges)
      .values({ id: result.chargeId, reference: request.reference, method: request.method, amountCents: request.amountCents, status, result, expiresAt, createdAt: now })
      .onConflictDoNothing({ target: sandboxCharges.reference })
      .returning({ id: sandboxCharges.id })
    return row ? result : ((await existing(db, request.reference)) ?? result)
  }

  /**
   * The token is used and the charge recorded in one statement: two charges of one order sent at
   * once (a replay while the first still waits, tests/api/idempotency-race.test.ts) both answer the
   * charge of the one that used the token. Apart, the second could find the token used, record a
   * decline first, and have the first's approval answered as that decline. An unknown, used or
   * expired token is declined, as a real gateway does.
   */
  async function chargeCard(request: ChargeRequest, now: Date): Promise<ChargeResult> {
    const chargeId = `ch_${randomBytes(12).toString('hex')}`
    const at = now.toISOString()
    const answer = (await db.execute(sql`
      with used as (
        update ${sandboxCardTokens} set used_at = ${at}::timestamptz
        where token = ${request.cardToken ?? ''}::text and used_at is null and expires_at > ${at}::timestamptz
        returning outcome, brand, last4),
      charged as (
        select case (select outcome from used) when 'approve' then 'approved' when 'fail' then 'processing_error' else 'declined' end as outcome,
          (select json_build_object('brand', brand, 'last4', last4) from used) as card),
      stored as (
        insert into ${sandboxCharges} (id, reference, method, amount_cents, status, result, created_at)
        select ${chargeId}::text, ${request.reference}::text, 'card', ${request.amountCents}::integer,
          case outcome when 'approved' then 'paid' else 'refused' end,
          json_build_object('method', 'card', 'chargeId', ${chargeId}::text, 'outcome', outcome, 'card', card), ${at}::timestamptz
        from charged
        on conflict (reference) do nothing returning result)
      select (select result from stored) as stored`)) as unknown as { rows: { stored: ChargeResult | null }[] }
    const stored = answer.rows[0]?.stored
    if (stored) return stored
    // The reference was charged already (a copy of this request): its charge is the answer.
    const earlier = await existing(db, request.reference)
    if (!earlier) throw new Error(`the sandbox charge of ${request.reference} vanished`)
    return earlier
  }

  async function chargePix(request: ChargeRequest, now: Date): Promise<ChargeResult> {
    const txid = `RT${alphanumeric(23)}`
    const expiresAt = request.pixExpiresAt ?? new Date(now.getTime() + 30 * 60_000)
    const payload = buildPixPayload({
      key: settings.merchant.pixKey,
      amountCents: request.amountCents,
      merchantName: settings.merchant.name,
      merchantCity: settings.merchant.city,
      txid,
      description: `Pedido ${request.reference}`,
    })
    return store(request, { method: 'pix', chargeId: txid, payload, expiresAt }, 'pending', now, expiresAt)
  }

  async function chargeBoleto(request: ChargeRequest, now: Date): Promise<ChargeResult> {
    const firstDue = request.boletoDueDate
    if (!firstDue) throw new Error('a boleto charge needs its due date')
    const ourNumber = digits(11)
    const slips: OrderBoletoSlip[] = splitInstallments(request.amountCents, request.installments).map((amountCents, index) => {
      const dueDate = addMonths(firstDue, index)
      const freeField = `${ourNumber}${String(index + 1).padStart(2, '0')}000100123456`
      return { number: index + 1, amountCents, dueDate, ...buildBoleto({ bank: settings.merchant.bank, dueDate, amountCents, freeField }) }
    })
    return store(request, { method: 'boleto', chargeId: `bol_${ourNumber}`, slips, pdfUrl: null }, 'pending', now, null)
  }

  /** A paid charge becomes refunded (once); its reference, or null when it was not paid. */
  async function takeBack(chargeId: string): Promise<string | null> {
    const [row] = await db
      .update(sandboxCharges)
      .set({ status: 'refunded', refundedCents: sql`${sandboxCharges.amountCents}` })
      .where(and(eq(sandboxCharges.id, chargeId), eq(sandboxCharges.status, 'paid')))
      .returning({ reference: sandboxCharges.reference })
    return row?.reference ?? null
  }

  /** Gives back part of a paid charge once under its key (the charge's row locked), refunded in full once the parts reach its amount. */
  function refundPart(chargeId: string, part: RefundPart, now: Date): Promise<boolean> {
    return db.transaction(async (tx) => {
      const [charge] = await tx.select().from(sandboxCharges).where(eq(sandboxCharges.id, chargeId)).for('update')
      if (!charge) return false
      const [done] = await tx.select({ key: sandboxRefunds.key }).from(sandboxRefunds).where(eq(sandboxRefunds.key, part.key))
      if (done) return true
      const refundedCents = charge.refundedCents + part.amountCents
      if (charge.status !== 'paid' || refundedCents > charge.amountCents) return false
      await tx
        .update(sandboxCharges)
        .set({ refundedCents, status: refundedCents === charge.amountCents ? 'refunded' : 'paid' })
        .where(eq(sandboxCharges.id, chargeId))
      await tx.insert(sandboxRefunds).values({ key: part.key, chargeId, amountCents: part.amountCents, createdAt: now })
      return true
    })
  }

  /** Signs and delivers an event to our webhook endpoint, as a remote gateway would. */
  async function sendWebhook(type: SandboxWebhookBody['type'], chargeId: string, reference: string, now: Date) {
    const body: SandboxWebhookBody = { id: `evt_${randomBytes(12).toString('hex')}`, type, data: { chargeId, reference }, createdAt: now.toISOString() }
    const rawBody = JSON.stringify(body)
    return options.deliver(
      new Request(`${settings.publicUrl}/api/payments/webhook`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', [SIGNATURE_HEADER]: signWebhook(await secret(), rawBody, now) },
        body: rawBody,
      }),
    )
  }

  return {
    name: 'sandbox',
    boletoInstallments: true,
    // The same reference gives back the same charge: `store` keeps the first one (unique reference).
    async createCharge(request, now) {
      if (request.method === 'card') return chargeCard(request, now)
      if (request.method === 'pix') return chargePix(request, now)
      return chargeBoleto(request, now)
    },

    async readWebhook({ headers, rawBody, now }): Promise<PaymentEvent | null> {
      verifyWebhook(await secret(), rawBody, headers.get(SIGNATURE_HEADER), now)
      let body: SandboxWebhookBody
      try {
        body = JSON.parse(rawBody) as SandboxWebhookBody
      } catch {
        throw new WebhookRejected('not JSON')
      }
      const status = statusOfEvent.get(body.type)
      if (!status) throw new WebhookUnknownType(`sandbox event type ${String(body.type).slice(0, 50)}`)
      if (typeof body.id !== 'string' || typeof body.data?.chargeId !== 'string') return null
      return { id: body.id, chargeId: body.data.chargeId, reference: body.data.reference ?? null, status }
    },

    async payCharge(chargeId, now) {
      const [charge] = await db.select().from(sandboxCharges).where(eq(sandboxCharges.id, chargeId))
      if (!charge || charge.method === 'card') throw apiError('order.not_found')
      if (charge.expiresAt && charge.expiresAt.getTime() <= now.getTime()) throw new ApiError('order.pix_expired', undefined, { status: 409 })
      const [paid] = await db
        .update(sandboxCharges)
        .set({ status: 'paid' })
        .where(and(eq(sandboxCharges.id, chargeId), eq(sandboxCharges.status, 'pending')))
        .returning({ id: sandboxCharges.id })
      if (!paid) throw apiError('order.not_pending')
      return sendWebhook('charge.paid', chargeId, charge.reference, now)
    },

    async refundCharge(chargeId, now, part) {
      return part ? refundPart(chargeId, part, now) : (await takeBack(chargeId)) !== null
    },

    async chargeBack(chargeId, now) {
      const reference = await takeBack(chargeId)
      if (reference === null) throw apiError('order.not_paid')
      return sendWebhook('charge.charged_back', chargeId, reference, now)
    },
  }
}

/** A stored result back from JSON (dates are strings there). */
function revive(result: ChargeResult): ChargeResult {
  return result.method === 'pix' ? { ...result, expiresAt: new Date(result.expiresAt) } : result
}
