import type { BoardingReport, BoardingTraveller } from '../../domain/boarding-report.ts'
import { saoPauloDate, saoPauloTime } from '../../domain/order-status.ts'
import { formatPhone } from '../../domain/phone-format.ts'
import type { BoardingPoint } from '../../domain/road.ts'
import { formatDateBR } from '../../domain/trip-dates.ts'
import { MARGIN, listPdf, type ListColumn } from '../admin/buyers/list-pdf.ts'
import { documentNumberText } from '../admin/buyers/manifest-pdf.ts'

/** A line of the report: a traveller, the point's time and city on its first traveller's line only. */
interface BoardingLine {
  point: BoardingPoint | null
  first: boolean
  each: BoardingTraveller
}

const when = (point: BoardingPoint) => `${formatDateBR(saoPauloDate(new Date(point.at)))} ${saoPauloTime(new Date(point.at))}`

const columns: ListColumn<BoardingLine>[] = [
  { title: 'Embarque', x: MARGIN, width: 80, cell: ({ point, first }) => (first ? (point ? `${saoPauloTime(new Date(point.at))} ${point.city}` : 'Sem embarque') : '') },
  { title: 'Passageiro', x: 125, width: 150, cell: ({ each }) => each.data.name || '(nome não informado)' },
  { title: 'Documento', x: 280, width: 85, cell: ({ each }) => documentNumberText(each.data.document) },
  { title: 'Poltrona', x: 370, width: 70, cell: ({ each }) => (each.seat ? `${each.seat.number} · ${each.seat.vehicleName}` : '—') },
  { title: 'Menor', x: 445, width: 28, cell: ({ each }) => (each.data.minor ? 'Sim' : '') },
  { title: 'Tel. comprador', x: 477, width: 78, cell: ({ each }) => formatPhone(each.buyerPhone) },
]

const linesOf = (point: BoardingPoint | null, travellers: BoardingTraveller[]): BoardingLine[] => travellers.map((each, index) => ({ point, first: index === 0, each }))

/** The boarding report to print ("relatório de embarque"), in Portuguese: each point's place and time in the header, then its travellers. */
export function boardingReportPdf(report: BoardingReport, issuedAt: Date): Promise<Uint8Array> {
  const total = report.points.reduce((sum, point) => sum + point.travellers.length, report.withoutPoint.length)
  return listPdf(
    {
      title: 'Relatório de embarque',
      subject: report.trip.name,
      details: [
        `Ida ${formatDateBR(report.trip.checkIn)} · Volta ${formatDateBR(report.trip.checkOut)}`,
        ...report.points.map((point) => `${when(point)} · ${point.city} — ${point.place} (${point.travellers.length})`),
      ],
      columns,
      rows: [...report.points.flatMap((point) => linesOf(point, point.travellers)), ...linesOf(null, report.withoutPoint)],
      closing: (page, y, { regular }) => {
        page.drawText(`Total de passageiros: ${total}`, { x: MARGIN, y, size: 10, font: regular })
        if (report.withoutPoint.length > 0 && report.points.length > 0)
          page.drawText(`Sem ponto de embarque: ${report.withoutPoint.length}`, { x: MARGIN, y: y - 15, size: 9, font: regular })
      },
      closingHeight: 40,
    },
    issuedAt,
  )
}
