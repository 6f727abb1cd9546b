import type { BoardingReport, BoardingTraveller } from '../../domain/boarding-report.ts'
import type { BoardingPoint } from '../../domain/road.ts'
import { formatPhone } from '../../domain/phone-format.ts'
import { travellerColumns } from '../admin/buyers/manifest-csv.ts'
import { toCsv } from '../admin/csv.ts'
import type { MailLocale } from '../mail/templates/locale.ts'
import { fileNamePart } from './vehicle-manifest-csv.ts'

const words: Record<MailLocale, { before: string[]; after: string[]; fileName: string }> = {
  'pt-BR': { before: ['Embarque', 'Local', 'Horário do embarque'], after: ['Veículo', 'Poltrona', 'Pedido', 'Comprador', 'Telefone do comprador'], fileName: 'embarque' },
  en: { before: ['Boarding point', 'Place', 'Boarding time'], after: ['Vehicle', 'Seat', 'Order', 'Buyer', "Buyer's phone"], fileName: 'boarding' },
}

/**
 * The boarding report as a CSV file (the manifest's conventions, its traveller columns): a row per
 * traveller, the point repeated on each so a filter keeps them, points in the route's order and
 * the travellers without one last; the header in the reader's language.
 */
export function boardingReportCsv(report: BoardingReport, locale: MailLocale): { fileName: string; body: string } {
  const w = words[locale]
  const columns = travellerColumns(locale)
  const row = (point: BoardingPoint | null, each: BoardingTraveller) => [
    point?.city ?? '',
    point?.place ?? '',
    point ? columns.dateTime(point.at) : '',
    ...columns.cells(each.data),
    each.seat?.vehicleName ?? '',
    each.seat ? String(each.seat.number) : '',
    `${each.orderCode} · ${each.traveller + 1}/${each.people}`,
    each.buyerName,
    formatPhone(each.buyerPhone),
  ]
  const rows = [...report.points.flatMap((point) => point.travellers.map((each) => row(point, each))), ...report.withoutPoint.map((each) => row(null, each))]
  return { fileName: `${w.fileName}-${fileNamePart(report.trip.slug)}.csv`, body: toCsv([[...w.before, ...columns.header, ...w.after], ...rows]) }
}
