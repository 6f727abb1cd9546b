import { t } from '@lingui/core/macro'
import type { SeatMapSeat } from '../../../../../domain/road.ts'

/** What a seat is to this buyer: the map's status, or chosen for one of the order's travellers (1-based). */
export type SeatState = SeatMapSeat['status'] | { traveller: number }

/** The seat's accessible name: "Poltrona 14, janela, livre", "Poltrona 3, corredor, escolhida para o viajante 2". */
export function seatLabel(seat: Pick<SeatMapSeat, 'number' | 'window'>, state: SeatState): string {
  const number = seat.number
  const side = seat.window ? t`window` : t`aisle`
  const what = typeof state === 'object' ? t`chosen for traveller ${state.traveller}` : state === 'free' ? t`free` : state === 'taken' ? t`taken` : t`not for sale`
  return t`Seat ${number}, ${side}, ${what}`
}
