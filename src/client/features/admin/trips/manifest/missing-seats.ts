import { t } from '@lingui/core/macro'
import type { FieldIssue } from '../../../../../domain/api-error.ts'

/** A refused lock's `fieldCodes` (`seats.4.document`, `seats.9` …) as one line per seat: "Poltrona 4: documento, ponto de embarque". */
export function missingSeatLines(fieldCodes: Record<string, FieldIssue>): string[] {
  const bySeat = new Map<number, string[]>()
  for (const [path, issue] of Object.entries(fieldCodes)) {
    const [, seat, value] = path.split('.')
    const what =
      issue.code === 'manifest.seat_unpaid' ? t`an order waiting for payment holds it` : value === 'name' ? t`name` : value === 'document' ? t`document` : t`boarding point`
    const number = Number(seat)
    bySeat.set(number, [...(bySeat.get(number) ?? []), what])
  }
  return [...bySeat.entries()]
    .sort(([a], [b]) => a - b)
    .map(([number, values]) => {
      const list = values.join(', ')
      return t`Seat ${number}: ${list}`
    })
}
