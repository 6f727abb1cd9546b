import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { OrderStatus, PaymentMethod, StatusReason } from '../../../domain/order-status.ts'
import { canTransition, releasesSeats } from '../../../domain/order-status.ts'
import type { Db, DbOrTx } from '../../db/client.ts'
import { balanceCharges, orderLedger, orderStatusHistory, orders, travellerPlaces, trips } from '../../db/schema/index.ts'
import { logger } from '../../observability/logger.ts'
import { newOrderCode } from './codes.ts'
import { placeInDatabase, type PlacingBuyer } from './place-in-database.ts'
import type { EarlierRequest } from './pricing.ts'
import { recordCharge, refundCharges } from './ledger.ts'
import { firstChargeCents } from './order-money.ts'
import { giveBackTravelCredit, refundToTravelCredit } from './travel-credits.ts'
import type { OrderPlan } from '../../../domain/ledger.ts'
import type { OrderRow } from './queries.ts'
import type { LiveSink, LiveUpdate } from './order-updates.ts'

/** An admin's move (a cancel or a refund from the admin area): who, and their words on why. */
export interface MovedBy {
  actorId: number
  note: string
}

/** What a hook sees of a move, inside its transaction. */
export interface MovedOrder {
  orderId: number
  paymentLinkId: number | null
  from: 'pending' | 'paid'
  to: Exclude<OrderStatus, 'pending'>
  at: Date
}

/** Seats held for a buyer elsewhere (a waitlist offer) that their new order of the option takes over. */
export interface HeldSeats {
  seats: number
  /** Ties the holding to the order, in the placement's transaction. */
  tie(orderId: number): Promise<void>
}

/**
 * How the parts around the orders take part in a move, inside its transaction: registered when
 * the app is put together (sale/context.ts), so the orders import none of them.
 */
export interface MoveHooks {
  /** After every move, before the commit (a payment link follows its order; a waitlist offer comes back). */
  moved: ((tx: DbOrTx, moved: MovedOrder) => Promise<void>)[]
  /** While a signed-in buyer's order of an option is placed: seats held for them, or null. */
  heldSeats: ((tx: DbOrTx, buyer: { userId: number; optionId: number }, at: Date) => Promise<HeldSeats | null>)[]
  /** The seats `heldSeats` would hand over, as an expression to read in another query (the checkout's first read, service.ts), taking nothing. */
  seatsHeldFor: ((buyer: { userId: number; optionId: number }, at: Date) => SQL<number>)[]
}

/** A new order as placed: the columns the rest of its placement reads (its charge, service.ts). */
export type PlacedOrder = Pick<
  OrderRow,
  | 'id'
  | 'code'
  | 'userId'
  | 'tripId'
  | 'method'
  | 'installments'
  | 'amountCents'
  | 'plan'
  | 'depositCents'
  | 'creditAppliedCents'
  | 'createdAt'
  | 'expiresAt'
  | 'payer'
  | 'itemName'
  | 'optionName'
  | 'people'
  | 'boardingPointId'
>

/** The columns of a new order the channel decides (the moves add its code, status and times), every one the placement reads after (PlacedOrder) given. */
export type NewOrder = Omit<typeof orders.$inferInsert, 'id' | 'code' | 'status' | 'statusReason' | 'createdAt' | 'updatedAt'> &
  Required<Pick<typeof orders.$inferInsert, Exclude<keyof PlacedOrder, 'id' | 'code' | 'createdAt'>>>

/** The moves of one transaction, all at one instant: each returns what it told, or null when the order was not where the move starts. */
export interface Mover {
  /**
   * A new pending order (reason `placed`) with its first history line, its seats and its
   * travellers' boarding places (place-in-database.ts); for a signed-in `buyer`, their lock, key
   * and pending cap too, and then `replayOf` when the key was claimed before (nothing placed).
   */
  place(values: NewOrder, buyer?: PlacingBuyer): Promise<PlacedOrder | { replayOf: EarlierRequest }>
  /**
   * A pending order to `to`. The UPDATE is conditional on the order still being pending, so of two
   * racing moves (a webhook and the expiry sweeper, a replayed webhook) exactly one happens; and
   * since only a pending order moves, the seats a refused or canceled order gives back are given
   * back exactly once. `by` names the admin who made the move, for the status history.
   */
  end(orderId: number, to: Exclude<OrderStatus, 'pending'>, reason: StatusReason, by?: MovedBy, recorded?: ChargeRecord): Promise<LiveUpdate | null>
  /**
   * A paid order refunded: canceled with the reason `refunded`, its seats back, every charge given
   * back and what a credit paid returned to that credit. Conditional on the
   * order still being paid, so of a gateway's refund webhook and an admin's refund racing, exactly
   * one happens. The order keeps its agency: the commissions count the refund negatively in the
   * month it happens (admin/commissions).
   */
  refund(orderId: number, by?: MovedBy): Promise<LiveUpdate | null>
  /**
   * A paid order canceled for `reason` (its seats back), conditional on it still being paid; what
   * becomes of its money is the caller's to write in the ledger, in the same transaction.
   */
  endPaid(orderId: number, reason: PaidEnding, by?: MovedBy): Promise<LiveUpdate | null>
  /**
   * A deposit order's balance charge paid (the gateway said so): the charge in the ledger and a
   * history line `paid`/`balance_paid`. Conditional on the charge still pending, so a webhook and
   * a card's answer racing count it once; null when it was not (or the order is no longer paid).
   */
  payBalance(chargeRowId: number): Promise<LiveUpdate | null>
  /** The seats held for this buyer of this option by the registered holders (a waitlist offer), or null. */
  heldSeats(userId: number, optionId: number): Promise<HeldSeats | null>
  /** The seats `heldSeats` would hand over, as an expression to read with the price (0 when none), taking nothing. */
  seatsHeldFor(userId: number, optionId: number): SQL<number>
}

/** What a charge's answer writes on the order (gateway-charge.ts's chargeColumnsOf), in the statement of the move it makes. */
export type ChargeRecord = Pick<Partial<typeof orders.$inferInsert>, 'chargeId' | 'expiresAt' | 'cardBrand' | 'cardLast4' | 'pixPayload' | 'boletoSlips' | 'boletoUrl'>

/** Why a paid order ends: refunded in full, its balance unpaid, or canceled by its buyer or an admin (what becomes of its money: cancellation.ts). */
export type PaidEnding = Extract<StatusReason, 'refunded' | 'balance_overdue' | 'customer_request' | 'canceled_by_admin'>

/** Opens the transaction the moves run in (db.transaction, or a scheduled job's locked one); null when it did not run. */
export type OpenTransaction<T> = (work: (tx: DbOrTx) => Promise<T>) => Promise<T | null>

/**
 * The order's moves (placed, paid, refused, canceled, refunded): each runs inside a transaction
 * these open, and what moved is published to `sink` after the commit, never before and never
 * forgotten; a transaction that fails publishes nothing. Made once per app (sale/context.ts).
 */
export interface OrderMoves {
  transaction<T>(at: Date, work: (tx: DbOrTx, move: Mover) => Promise<T>): Promise<T>
  inTransactionOf<T>(open: OpenTransaction<T>, at: Date, work: (tx: DbOrTx, move: Mover) => Promise<T>): Promise<T | null>
  /**
   * A placement that is one statement (place_order is all or nothing on its own): no BEGIN and
   * COMMIT around it, two round trips fewer; told once it returns, as after a commit.
   */
  placeAlone(at: Date, values: NewOrder, buyer: PlacingBuyer): Promise<PlacedOrder | { replayOf: EarlierRequest }>
  /** The seats the registered holders keep for this buyer of this option, as an expression (0 when none). */
  seatsHeldFor(buyer: { userId: number; optionId: number }, at: Date): SQL<number>
}

export function orderMoves({ db, sink, hooks }: { db: Db; sink: LiveSink; hooks: MoveHooks }): OrderMoves {
  const inTransactionOf = async <T>(open: OpenTransaction<T>, at: Date, work: (tx: DbOrTx, move: Mover) => Promise<T>) => {
    const told: LiveUpdate[] = []
    const result = await open((tx) => {
      told.length = 0
      return work(tx, mover(tx, at, hooks, told))
    })
    for (const update of told) sink.publish(update)
    return result
  }
  return {
    inTransactionOf,
    seatsHeldFor: (buyer, at) => seatsHeldBy(hooks, buyer, at),
    transaction: async (at, work) => (await inTransactionOf((run) => db.transaction(run), at, work)) as Awaited<ReturnType<typeof work>>,
    placeAlone: async (at, values, buyer) =>
      (await inTransactionOf(
        (run) => run(db),
        at,
        (_db, move) => move.place(values, buyer),
      ))!,
  }
}

const seatsHeldBy = (hooks: MoveHooks, buyer: { userId: number; optionId: number }, at: Date) =>
  sql<number>`(${sql.join([sql`0`, ...hooks.seatsHeldFor.map((held) => held(buyer, at))], sql` + `)})`

/** Moves nobody is told of and no hook joins: the demo seed's, written before any app runs (and a test's lost message). */
export const untoldMover = (tx: DbOrTx, at: Date): Mover => mover(tx, at, { moved: [], heldSeats: [], seatsHeldFor: [] }, [])

function mover(tx: DbOrTx, at: Date, hooks: MoveHooks, told: LiveUpdate[]): Mover {
  const tell = (update: LiveUpdate) => {
    told.push(update)
    return update
  }
  const afterMove = async (moved: MovedOrder) => {
    for (const hook of hooks.moved) await hook(tx, moved)
  }
  return {
    async place(values, buyer) {
      // 40 random bits each: a clash is rare, and then the next code is taken.
      const codes = Array.from({ length: 5 }, newOrderCode)
      const placed = await placeInDatabase(tx, { ...values, status: 'pending', statusReason: 'placed', createdAt: at, updatedAt: at }, codes, buyer ?? null)
      if ('replayOf' in placed) return placed
      const { userId, tripId, method, installments, amountCents, plan, depositCents, creditAppliedCents, expiresAt, payer, itemName, optionName, people, boardingPointId } = values
      const row: PlacedOrder = {
        id: placed.id,
        code: placed.code,
        createdAt: at,
        userId,
        tripId,
        method,
        installments,
        amountCents,
        plan,
        depositCents,
        creditAppliedCents,
        expiresAt,
        payer,
        itemName,
        optionName,
        people,
        boardingPointId,
      }
      tell({ code: row.code, userId: row.userId, status: 'pending', reason: 'placed', at: at.toISOString(), method: row.method, amountCents: row.amountCents, tripId: row.tripId })
      return row
    },
    async end(orderId, to, reason, by, recorded) {
      if (!canTransition('pending', to)) throw new Error(`no move from pending to ${to}`)
      const [row] = await moveWithHistory(tx, orderId, 'pending', { ...recorded, status: to, statusReason: reason, updatedAt: at }, by)
      if (!row) return null
      if (releasesSeats(to)) await giveSeatsBack(tx, orderId, row)
      // An order that ends unpaid gives back what it took of a credit.
      if (releasesSeats(to) && row.creditId !== null) await giveBackTravelCredit(tx, row.creditId, row.creditAppliedCents)
      if (to === 'paid') await recordFirstCharge(tx, orderId, row, at)
      await afterMove({ orderId, paymentLinkId: row.paymentLinkId, from: 'pending', to, at })
      return tell({ code: row.code, userId: row.userId, status: to, reason, at: at.toISOString(), method: row.method, amountCents: row.amountCents, tripId: row.tripId })
    },
    async refund(orderId, by) {
      const update = await this.endPaid(orderId, 'refunded', by)
      if (!update) return null
      await refundCharges(tx, orderId, at, by)
      const [used] = await tx.select({ creditId: orders.creditId, cents: orders.creditAppliedCents }).from(orders).where(eq(orders.id, orderId))
      if (used?.creditId) {
        await refundToTravelCredit(tx, orderId, used.creditId, used.cents, { source: by ? 'admin' : 'gateway', actorId: by?.actorId ?? null, note: by?.note ?? '', at })
      }
      return update
    },
    async endPaid(orderId, reason, by) {
      if (!canTransition('paid', 'canceled')) throw new Error('no move from paid to canceled')
      const [row] = await moveWithHistory(tx, orderId, 'paid', { status: 'canceled', statusReason: reason, updatedAt: at }, by)
      if (!row) return null
      await giveSeatsBack(tx, orderId, row)
      await afterMove({ orderId, paymentLinkId: row.paymentLinkId, from: 'paid', to: 'canceled', at })
      return tell({ code: row.code, userId: row.userId, status: 'canceled', reason, at: at.toISOString(), method: row.method, amountCents: row.amountCents, tripId: row.tripId })
    },
    async payBalance(chargeRowId) {
      const [charge] = await tx
        .update(balanceCharges)
        .set({ status: 'paid', updatedAt: at })
        .where(and(eq(balanceCharges.id, chargeRowId), eq(balanceCharges.status, 'pending')))
        .returning()
      if (!charge) return null
      // The money came: it is in the ledger whatever became of the order meanwhile.
      await recordCharge(tx, charge.orderId, { purpose: 'balance', amountCents: charge.amountCents, method: charge.method, gateway: charge.gateway, chargeId: charge.chargeId }, at)
      const [order] = await tx.select({ code: orders.code, userId: orders.userId, status: orders.status, tripId: orders.tripId }).from(orders).where(eq(orders.id, charge.orderId))
      if (order?.status !== 'paid') {
        logger().warn({ order: order?.code, charge: charge.chargeId }, 'A balance was paid for an order no longer paid: refund it by hand')
        return null
      }
      await tx.insert(orderStatusHistory).values({ orderId: charge.orderId, status: 'paid', reason: 'balance_paid', at })
      return tell({
        code: order.code,
        userId: order.userId,
        status: 'paid',
        reason: 'balance_paid',
        at: at.toISOString(),
        method: charge.method,
        amountCents: charge.amountCents,
        tripId: order.tripId,
      })
    },
    seatsHeldFor: (userId, optionId) => seatsHeldBy(hooks, { userId, optionId }, at),
    async heldSeats(userId, optionId) {
      for (const holder of hooks.heldSeats) {
        const held = await holder(tx, { userId, optionId }, at)
        if (held) return held
      }
      return null
    },
  }
}

const movedColumns = {
  code: orders.code,
  gateway: orders.gateway,
  chargeId: orders.chargeId,
  plan: orders.plan,
  depositCents: orders.depositCents,
  userId: orders.userId,
  tripId: orders.tripId,
  seatsHeld: orders.seatsHeld,
  method: orders.method,
  amountCents: orders.amountCents,
  paymentLinkId: orders.paymentLinkId,
  creditId: orders.creditId,
  creditAppliedCents: orders.creditAppliedCents,
}

/**
 * A move's conditional UPDATE (the order still `from`) and its history line in one statement
 * (issue 26): the moved order's columns, or no row when the order was not where the move starts.
 */
function moveWithHistory(
  tx: DbOrTx,
  orderId: number,
  from: 'pending' | 'paid',
  set: Partial<typeof orders.$inferInsert> & { status: OrderStatus; statusReason: StatusReason; updatedAt: Date },
  by: MovedBy | undefined,
) {
  const moved = tx.$with('moved').as(
    tx
      .update(orders)
      .set(set)
      .where(and(eq(orders.id, orderId), eq(orders.status, from)))
      .returning(movedColumns),
  )
  const told = tx
    .$with('told', { orderId: orderStatusHistory.orderId })
    .as(
      sql`insert into ${orderStatusHistory} (order_id, status, reason, at, actor_id, note) select ${orderId}::integer, ${set.status}::text, ${set.statusReason}::text, ${set.updatedAt.toISOString()}::timestamptz, ${by?.actorId ?? null}::integer, ${by?.note ?? ''}::text from ${moved} returning order_id`,
    )
  return tx.with(moved, told).select().from(moved)
}

/** The order's first charge in its ledger (the whole price, or a deposit order's deposit, less a credit's part) and the credit it used. */
async function recordFirstCharge(
  tx: DbOrTx,
  orderId: number,
  row: {
    plan: OrderPlan
    depositCents: number | null
    amountCents: number
    creditId: number | null
    creditAppliedCents: number
    method: PaymentMethod
    gateway: string
    chargeId: string | null
  },
  at: Date,
) {
  const charged = firstChargeCents(row)
  if (charged > 0) {
    await recordCharge(
      tx,
      orderId,
      { purpose: row.plan === 'deposit' ? 'deposit' : 'full', amountCents: charged, method: row.method, gateway: row.gateway, chargeId: row.chargeId },
      at,
    )
  }
  if (row.creditId !== null && row.creditAppliedCents > 0) {
    await tx.insert(orderLedger).values({ orderId, kind: 'credit_used', amountCents: row.creditAppliedCents, creditId: row.creditId, source: 'buyer', at })
  }
}

/** The places an order held go back to its trip (a product order holds none), and its travellers' seats to the seat map. */
async function giveSeatsBack(tx: DbOrTx, orderId: number, order: { tripId: number | null; seatsHeld: number }) {
  if (order.tripId === null) return
  await tx.update(travellerPlaces).set({ vehicleId: null, seatNumber: null }).where(eq(travellerPlaces.orderId, orderId))
  if (order.seatsHeld <= 0) return
  // least(): an admin may have lowered the trip's vacancies since the seats were taken.
  await tx
    .update(trips)
    .set({ seatsLeft: sql`least(${trips.seatsLeft} + ${order.seatsHeld}, ${trips.vacancies})` })
    .where(eq(trips.id, order.tripId))
}
