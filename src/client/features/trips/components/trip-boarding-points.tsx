import { Trans, useLingui } from '@lingui/react/macro'
import { formatBRL } from '../../../../domain/money.ts'
import type { BoardingPoint } from '../../../../domain/road.ts'
import { boardingTimeText } from '../../../ui/trips/boarding-point-text.ts'
import { cx } from '../../../ui/plain/cx.ts'
import styles from './trip-details.module.css'

/** Where the bus picks travellers up, in the route's order, with its time and extra price per person (paid at checkout). */
export function TripBoardingPoints({ points }: { points: BoardingPoint[] }) {
  const { i18n } = useLingui()
  if (points.length === 0) return null
  return (
    <section aria-labelledby="boarding-heading" className={styles.flights} data-testid="boarding-points">
      <h2 id="boarding-heading" className={styles.heading}>
        <Trans>Boarding points</Trans>
      </h2>
      <ol className={cx(styles.panel, styles.boardingPoints)}>
        {points.map((point) => {
          const extra = formatBRL(point.extraCents)
          return (
            <li key={point.id} className={styles.boardingPoint} data-testid="boarding-point">
              <p className={styles.bold}>{point.city}</p>
              <p>{point.place}</p>
              <p className={cx(styles.muted, styles.small)}>
                <time dateTime={point.at}>{boardingTimeText(point, i18n.locale)}</time>
                {point.extraCents > 0 && (
                  <>
                    {' · '}
                    <Trans>+ {extra} per person</Trans>
                  </>
                )}
              </p>
            </li>
          )
        })}
      </ol>
    </section>
  )
}
