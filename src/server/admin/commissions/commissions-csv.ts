import type { CommissionLine } from '../../../domain/commission.ts'
import type { MailLocale } from '../../mail/templates/locale.ts'
import { toCsv } from '../csv.ts'

const words: Record<MailLocale, { header: string[]; fileName: (month: string) => string; amount: (cents: number) => string }> = {
  'pt-BR': {
    header: ['Agência', 'Código de vendedor', 'Pedidos', 'Vendas (R$)', 'Comissão (R$)', 'Pago (R$)', 'Saldo (R$)'],
    fileName: (month) => `comissoes-${month}.csv`,
    amount: (cents) => (cents / 100).toFixed(2).replace('.', ','),
  },
  en: {
    header: ['Agency', 'Seller code', 'Orders', 'Sales (BRL)', 'Commission (BRL)', 'Paid out (BRL)', 'Balance (BRL)'],
    fileName: (month) => `commissions-${month}.csv`,
    amount: (cents) => (cents / 100).toFixed(2),
  },
}

/** GET /api/admin/commissions.csv: one row per agency of the month, amounts as the reader's spreadsheet reads numbers. */
export function commissionsCsv(month: string, lines: CommissionLine[], locale: MailLocale): { fileName: string; body: string } {
  const w = words[locale]
  const rows = lines.map((line) => [
    line.name,
    line.sellerCode ?? '',
    String(line.orders),
    w.amount(line.salesCents),
    w.amount(line.commissionCents),
    w.amount(line.paidOutCents),
    w.amount(line.balanceCents),
  ])
  return { fileName: w.fileName(month), body: toCsv([w.header, ...rows]) }
}
