import type { ManifestBuyer } from '../../../domain/admin/buyer.ts'
import { formatCpf } from '../../../domain/cpf.ts'
import { missingValues, type TravellerValue } from '../../../domain/passenger-manifest.ts'
import { saoPauloDate, saoPauloTime, type PaymentMethod } from '../../../domain/order-status.ts'
import { formatPhone } from '../../../domain/phone-format.ts'
import { travellerDocumentNumber, type Traveller, type TravellerDocumentKind } from '../../../domain/traveller.ts'
import { formatDateBR } from '../../../domain/trip-dates.ts'
import type { MailLocale } from '../../mail/templates/locale.ts'
import { toCsv } from '../csv.ts'

interface ManifestWords {
  header: string[]
  methods: Record<PaymentMethod, string>
  documents: Record<TravellerDocumentKind, string>
  /** What a traveller still lacks, as the "missing data" cell says it. */
  values: Record<TravellerValue, string>
  yes: string
  fileName: (slug: string) => string
  /** yyyy-mm-dd as the reader writes dates. */
  date: (iso: string) => string
  /** Cents as a number the reader's spreadsheet reads: "1890,00" in pt-BR, "1890.00" in English. */
  amount: (cents: number) => string
}

/** The traveller's columns, as both lists (the trip's and a vehicle's) head them. */
const travellerHeader: Record<MailLocale, string[]> = {
  'pt-BR': ['Nome', 'Documento', 'Número do documento', 'Data de nascimento', 'Menor', 'Dados faltando'],
  en: ['Name', 'Document', 'Document number', 'Birth date', 'Minor', 'Missing data'],
}

const words: Record<MailLocale, ManifestWords> = {
  'pt-BR': {
    header: [
      'Código',
      'Passageiro',
      ...travellerHeader['pt-BR'],
      'Comprador',
      'CPF do comprador',
      'E-mail',
      'Telefone',
      'Opção',
      'Pessoas',
      'Valor (R$)',
      'Forma de pagamento',
      'Parcelas',
      'Pago em',
    ],
    methods: { card: 'Cartão de crédito', boleto: 'Boleto', pix: 'Pix' },
    documents: { cpf: 'CPF', passport: 'Passaporte', rg: 'RG' },
    values: { name: 'nome', document: 'documento', birthDate: 'data de nascimento' },
    yes: 'Sim',
    fileName: (slug) => `passageiros-${slug}.csv`,
    date: formatDateBR,
    amount: (cents) => (cents / 100).toFixed(2).replace('.', ','),
  },
  en: {
    header: ['Code', 'Traveller', ...travellerHeader.en, 'Buyer', "Buyer's CPF", 'Email', 'Phone', 'Option', 'People', 'Amount (BRL)', 'Payment method', 'Installments', 'Paid at'],
    methods: { card: 'Credit card', boleto: 'Bank slip', pix: 'Pix' },
    documents: { cpf: 'CPF', passport: 'Passport', rg: 'RG' },
    values: { name: 'name', document: 'document', birthDate: 'birth date' },
    yes: 'Yes',
    fileName: (slug) => `passengers-${slug}.csv`,
    date: (iso) => iso,
    amount: (cents) => (cents / 100).toFixed(2),
  },
}

/** "2026-03-12T17:05:00Z" → the São Paulo date and time, as the reader writes it. */
const saoPauloDateTime = (iso: string, date: (day: string) => string) => `${date(saoPauloDate(new Date(iso)))} ${saoPauloTime(new Date(iso))}`

const travellerCells = (traveller: Traveller, w: ManifestWords) => [
  traveller.name,
  traveller.document ? w.documents[traveller.document.kind] : '',
  traveller.document ? travellerDocumentNumber(traveller.document) : '',
  traveller.birthDate ? w.date(traveller.birthDate) : '',
  traveller.minor ? w.yes : '',
  missingValues(traveller)
    .map((value) => w.values[value])
    .join(', '),
]

/** The traveller's columns (name, document, birth date, minor, missing data) in the reader's language, for a vehicle's list (road/vehicle-manifest-csv.ts) and the rooming list (admin/rooming/rooming-csv.ts). */
export const travellerColumns = (locale: MailLocale) => ({
  header: travellerHeader[locale],
  cells: (traveller: Traveller) => travellerCells(traveller, words[locale]),
  dateTime: (iso: string) => saoPauloDateTime(iso, words[locale].date),
})

/**
 * The manifest as a CSV file, one row per traveller (the road carrier's passenger list names each
 * person), with the order and its buyer repeated on each: header in the reader's language (pt-BR
 * unless it asks for English).
 */
export function manifestCsv(slug: string, buyers: ManifestBuyer[], locale: MailLocale): { fileName: string; body: string } {
  const w = words[locale]
  const rows = buyers.flatMap((buyer) =>
    buyer.travellers.map((traveller, position) => [
      buyer.code,
      `${position + 1}/${buyer.people}`,
      ...travellerCells(traveller, w),
      buyer.payer.name,
      formatCpf(buyer.payer.cpf),
      buyer.payer.email,
      formatPhone(buyer.payer.phone),
      buyer.optionName,
      String(buyer.people),
      w.amount(buyer.amountCents),
      w.methods[buyer.method],
      String(buyer.installments),
      saoPauloDateTime(buyer.paidAt, w.date),
    ]),
  )
  // Slugs are [a-z0-9-] already; kept to that here too, since the name goes into a header.
  return { fileName: w.fileName(slug.replace(/[^a-z0-9-]/g, '')), body: toCsv([w.header, ...rows]) }
}
