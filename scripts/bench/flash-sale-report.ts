/**
 * The flash sale's verdict (scripts/bench/flash-sale.ts): what the clients were told, checked
 * against what the database holds, as one table.
 */
import type { Answer, Purchase } from './flash-sale-crowd.ts'
import type { SaleLedger } from './flash-sale-ledger.ts'
import { percentile } from './race.ts'

interface SaleRun {
  seats: number
  purchases: Purchase[]
  payments: (Answer & { webhookStatus: number | null })[]
  browsed: Answer[]
  ledger: SaleLedger
  /** Statements PostgreSQL ran during the sale. */
  statements: number
  /** Statements per order placed alone, before the sale. */
  perOrderAlone: number
  saleMs: number
}

const holding = new Set(['pending', 'paid'])
const is2xx = (status: number) => status >= 200 && status < 300
const ms = (value: number) => `${Math.round(value)} ms`
/** "201×30 409×170": the answers by status, 0 for none. */
const byStatus = (answers: Answer[]) => {
  const counts = new Map<number, number>()
  for (const { status } of answers) counts.set(status, (counts.get(status) ?? 0) + 1)
  return [...counts]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status === 0 ? 'none' : status}×${n}`)
    .join(' ')
}
const p = (answers: Answer[], at: number) =>
  answers.length
    ? percentile(
        answers.map((answer) => answer.ms).sort((a, b) => a - b),
        at,
      )
    : NaN

export function summariseSale(run: SaleRun): { passed: boolean; table: string } {
  const { seats, purchases, payments, browsed, ledger } = run
  const orderAnswers = purchases.flatMap((purchase) => purchase.answers)
  const everyAnswer = [...orderAnswers, ...payments, ...browsed]
  const serverErrors = everyAnswer.filter((answer) => answer.status >= 500).length
  const noAnswer = everyAnswer.filter((answer) => answer.status === 0).length

  const sold = seats - ledger.seatsLeft
  const seatsHeld = ledger.orders.filter((order) => holding.has(order.status)).reduce((sum, order) => sum + order.seatsHeld, 0)
  const oversold = Math.max(0, seatsHeld - seats, -ledger.seatsLeft)
  const stored = new Set(ledger.orders.map((order) => order.code))
  const told = new Set(purchases.flatMap((purchase) => (purchase.code ? [purchase.code] : [])))
  const lost = [...told].filter((code) => !stored.has(code)).length
  const buyersWithOrders = new Set(ledger.orders.map((order) => order.userId)).size
  const duplicated = ledger.orders.length - buyersWithOrders + purchases.filter((purchase) => purchase.replayDiffered).length
  const untold = [...stored].filter((code) => !told.has(code)).length
  const paid = ledger.orders.filter((order) => order.status === 'paid').length
  const replays = purchases.filter((purchase) => purchase.buyer.retriesAnyway).length
  const pixPaid = payments.filter((payment) => payment.status === 200 && payment.webhookStatus === 200).length

  const passed = sold === seats && seatsHeld === seats && oversold === 0 && lost === 0 && duplicated === 0 && untold === 0 && serverErrors === 0 && noAnswer === 0 && paid === seats
  const mark = (ok: boolean) => (ok ? '' : ' **✗**')
  const rows: [string, string][] = [
    [
      'Buyers (Pix / card), each one seat',
      `${purchases.length} (${purchases.filter((x) => x.buyer.method === 'pix').length} / ${purchases.filter((x) => x.buyer.method === 'card').length}); ${replays} sent their order twice with the same key`,
    ],
    ['Seats sold (held by orders)', `${sold} of ${seats} (${seatsHeld})${mark(sold === seats && seatsHeld === seats)}`],
    ['Oversold', `${oversold}${mark(oversold === 0)}`],
    ['Orders lost / duplicated / unknown to their buyer', `${lost} / ${duplicated} / ${untold}${mark(lost + duplicated + untold === 0)}`],
    ['Orders paid (card at once, Pix by the sandbox webhook)', `${paid} of ${ledger.orders.length} (${pixPaid} Pix payments answered 200 with webhook 200)${mark(paid === seats)}`],
    ['5xx / no answer (every request)', `${serverErrors} / ${noAnswer} of ${everyAnswer.length}${mark(serverErrors + noAnswer === 0)}`],
    ['Answers by status: orders / Pix payments / catalogue', `${byStatus(orderAnswers)} / ${byStatus(payments)} / ${byStatus(browsed)}`],
    ['`POST /api/orders` p50 / p99', `${ms(p(orderAnswers, 50))} / ${ms(p(orderAnswers, 99))}`],
    [
      'Catalogue reads during the sale: p50 / p99 (2xx of all)',
      `${ms(p(browsed, 50))} / ${ms(p(browsed, 99))} (${browsed.filter((a) => is2xx(a.status)).length} of ${browsed.length})`,
    ],
    ['Database round trips per order placed, alone', run.perOrderAlone.toFixed(1)],
    [
      'Database round trips during the sale per order placed (everything included)',
      `${(run.statements / Math.max(1, ledger.orders.length)).toFixed(1)} (${run.statements} statements)`,
    ],
  ]
  const table = ['| Measure | Figure |', '|---|---|', ...rows.map(([measure, figure]) => `| ${measure} | ${figure} |`)].join('\n')
  return { passed, table }
}
