import type { BoardingPoint } from '../../../domain/road.ts'

/** "11/09/2027 06:10": the time on São Paulo's clock, where the bus leaves, wherever the reader is. */
export const boardingTimeText = (point: Pick<BoardingPoint, 'at'>, locale: string): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short', timeZone: 'America/Sao_Paulo' }).format(new Date(point.at))

/** "Campinas — Rodoviária, 11/09/2027 06:10". */
export const boardingPointText = (point: BoardingPoint, locale: string): string => `${point.city} — ${point.place}, ${boardingTimeText(point, locale)}`
