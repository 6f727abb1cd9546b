import type { VehicleManifest } from '../../domain/passenger-manifest.ts'
import { travellerColumns } from '../admin/buyers/manifest-csv.ts'
import { toCsv } from '../admin/csv.ts'
import type { MailLocale } from '../mail/templates/locale.ts'

const words: Record<MailLocale, { seat: string; after: string[]; fileName: string }> = {
  'pt-BR': { seat: 'Poltrona', after: ['Embarque', 'Horário do embarque', 'Pedido'], fileName: 'passageiros' },
  en: { seat: 'Seat', after: ['Boarding point', 'Boarding time', 'Order'], fileName: 'passengers' },
}

/** Keeps a name to what a file name in a header may hold: "Ônibus 1" → "onibus-1". */
export const fileNamePart = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/**
 * A vehicle's passenger list as a CSV file (the CSV conventions of the trip's, admin/csv.ts): one
 * row per seated traveller by seat, with the traveller's columns of the trip's list and where and
 * when they board; the header in the reader's language.
 */
export function vehicleManifestCsv(manifest: VehicleManifest, locale: MailLocale): { fileName: string; body: string } {
  const w = words[locale]
  const columns = travellerColumns(locale)
  const rows = manifest.passengers.map(({ seat, traveller, boardingPoint, orderCode, position, people }) => [
    String(seat),
    ...columns.cells(traveller),
    boardingPoint ? `${boardingPoint.city} — ${boardingPoint.place}` : '',
    boardingPoint ? columns.dateTime(boardingPoint.at) : '',
    `${orderCode} · ${position}/${people}`,
  ])
  return {
    fileName: `${w.fileName}-${fileNamePart(manifest.trip.slug)}-${fileNamePart(manifest.vehicle.name) || manifest.vehicle.id}.csv`,
    body: toCsv([[w.seat, ...columns.header, ...w.after], ...rows]),
  }
}
