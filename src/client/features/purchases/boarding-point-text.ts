import type { BoardingPoint } from '../../../domain/road.ts'

/** "Campinas — Rodoviária, 11/09/2027 06:10": the time on São Paulo's clock, where the bus leaves, wherever the reader is. */
export function boardingPointText(point: BoardingPoint, locale: string): string {
  const at = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' }).format(new Date(point.at))
  return `${point.city} — ${point.place}, ${at}`
}
