import { Trans, useLingui } from '@lingui/react/macro'
import type { Flight, Trip } from '../../../../domain/trip.ts'
import { cx } from '../../../ui/plain/cx.ts'
import styles from './trip-details.module.css'

function FlightCard({ title, flight }: { title: string; flight: Flight }) {
  const { i18n } = useLingui()
  const date = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${flight.departureDate}T00:00:00Z`))
  return (
    <div className={cx(styles.panel, styles.flight)} data-testid="flight">
      <p className={styles.flightKind}>{title}</p>
      <p className={styles.bold}>
        {flight.company} · {flight.flightNumber}
      </p>
      <p>
        {flight.boardingAirport} → {flight.destination}
      </p>
      <p className={cx(styles.muted, styles.small)}>
        {date} ·{' '}
        <Trans>
          departs {flight.departureTime}, arrives {flight.arrivalTime}
        </Trans>
      </p>
    </div>
  )
}

/** The aerial mesh: the first and second flights. */
export function TripFlights({ flights }: { flights: Trip['flights'] }) {
  const { t } = useLingui()
  if (!flights.first && !flights.second) return null
  return (
    <section aria-labelledby="flights-heading" className={styles.flights}>
      <h2 id="flights-heading" className={styles.heading}>
        <Trans>Flights</Trans>
      </h2>
      <div className={styles.twoColumns}>
        {flights.first && <FlightCard title={t`Outbound flight`} flight={flights.first} />}
        {flights.second && <FlightCard title={t`Return flight`} flight={flights.second} />}
      </div>
    </section>
  )
}
