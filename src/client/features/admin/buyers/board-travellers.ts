import { useLingui } from '@lingui/react/macro'
import type { BoardingReport, BoardingTraveller } from '../../../../domain/boarding-report.ts'

/** A traveller's key on the board: the order's code and the traveller's place in it. */
export const keyOf = (each: BoardingTraveller) => `${each.orderCode}:${each.traveller}`

/** Everyone on the board: by boarding point in the route's order, then those without one. */
export const everyoneOn = (board: BoardingReport) => [...board.points.flatMap((point) => point.travellers), ...board.withoutPoint]

/** A traveller's name, or a line saying it was not given. */
export function useNameOf() {
  const { t } = useLingui()
  return (each: BoardingTraveller) => each.data.name || t`(name not given)`
}
