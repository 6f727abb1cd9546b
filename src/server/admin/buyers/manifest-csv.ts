import type { TripBuyer } from '../../../domain/admin/buyer.ts'
import { formatCpf } from '../../../domain/cpf.ts'
import type { PaymentMethod } from '../../../domain/order-status.ts'
import { formatPhone } from '../../../domain/phone-format.ts'
import type { MailLocale } from '../../mail/templates/locale.ts'
import { toCsv } from '../csv.ts'

interface ManifestWords {
  header: string[]
  methods: Record<PaymentMethod, string>
  fileName: (slug: string) => string
  /** yyyy-mm-dd as the reader writes dates. */
  date: (iso: string) => string
  /** Cents as a number the reader's spreadsheet reads: "1890,00" in pt-BR, "1890.00" in English. */
  amount: (cents: number) => string
}

const words: Record<MailLocale, ManifestWords> = {
  'pt-BR': {
    header: ['Código', 'Nome', 'CPF', 'Data de nascimento', 'E-mail', 'Telefone', 'Opção', 'Pessoas', 'Valor (R$)', 'Forma de pagamento', 'Parcelas', 'Pago em'],
    methods: { card: 'Cartão de crédito', boleto: 'Boleto', pix: 'Pix' },
    fileName: (slug) => `passageiros-${slug}.csv`,
    date: (iso) => iso.split('-').reverse().join('/'),
    amount: (cents) => (cents / 100).toFixed(2).replace('.', ','),
  },
  en: {
    header: ['Code', 'Name', 'CPF', 'Birth date', 'Email', 'Phone', 'Option', 'People', 'Amount (BRL)', 'Payment method', 'Installments', 'Paid at'],
    methods: { card: 'Credit card', boleto: 'Bank slip', pix: 'Pix' },
    fileName: (slug) => `passengers-${slug}.csv`,
    date: (iso) => iso,
    amount: (cents) => (cents / 100).toFixed(2),
  },
}

/** "2026-03-12T17:05:00Z" → the São Paulo date and time (UTC−3 all year), as the reader writes it. */
const saoPauloDateTime = (iso: string, date: (day: string) => string) => {
  const local = new Date(new Date(iso).getTime() - 3 * 3_600_000).toISOString()
  return `${date(local.slice(0, 10))} ${local.slice(11, 16)}`
}

/** The manifest as a CSV file: header in the reader's language (pt-BR unless it asks for English). */
export function manifestCsv(slug: string, buyers: TripBuyer[], locale: MailLocale): { fileName: string; body: string } {
  const w = words[locale]
  const rows = buyers.map((buyer) => [
    buyer.code,
    buyer.payer.name,
    formatCpf(buyer.payer.cpf),
    buyer.payer.birthDate ? w.date(buyer.payer.birthDate) : '',
    buyer.payer.email,
    formatPhone(buyer.payer.phone),
    buyer.optionName,
    String(buyer.people),
    w.amount(buyer.amountCents),
    w.methods[buyer.method],
    String(buyer.installments),
    saoPauloDateTime(buyer.paidAt, w.date),
  ])
  // Slugs are [a-z0-9-] already; kept to that here too, since the name goes into a header.
  return { fileName: w.fileName(slug.replace(/[^a-z0-9-]/g, '')), body: toCsv([w.header, ...rows]) }
}
