import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { formatBRL } from '../../../../domain/money.ts'
import { tripDateRangeText } from '../../../../domain/trip-dates.ts'
import type { TripSummary } from '../../../../domain/trip.ts'
import { Badge } from '../../../ui/plain/badge.tsx'
import { ResponsiveImage } from '../../../ui/responsive-image.tsx'
import { classificationLabels, transportLabels } from '../../../ui/trips/labels.ts'
import styles from './trip-card.module.css'

export function TripCard({ trip, priority = false }: { trip: TripSummary; priority?: boolean }) {
  const { i18n } = useLingui()
  return (
    <Link to="/trip/$name" params={{ name: trip.slug }} className={styles.card} data-testid="trip-card">
      {trip.coverImage ? (
        // On a phone the card spans the container less its padding (1rem a side): a 412 px screen at 1.75x takes the 720 rendition, not the 960.
        <ResponsiveImage image={trip.coverImage} sizes="(min-width: 1152px) 360px, (min-width: 768px) 45vw, calc(100vw - 2rem)" priority={priority} />
      ) : (
        <div className={styles.noImage} />
      )}
      <div className={styles.body}>
        <div className={styles.badges}>
          <Badge variant="subtle">{i18n._(classificationLabels[trip.classification])}</Badge>
          <Badge variant="outline">{i18n._(transportLabels[trip.transport])}</Badge>
          {trip.seatsLeft === 0 && (
            <Badge variant="danger">
              <Trans>Sold out</Trans>
            </Badge>
          )}
        </div>
        <h3 className={styles.title}>{trip.name}</h3>
        <div className={styles.facts}>
          <p>{trip.destination}</p>
          <p>{tripDateRangeText(trip.checkIn, trip.checkOut, i18n.locale)}</p>
        </div>
        {trip.fromPriceCents !== null && (
          <p className={styles.price}>
            <Trans>
              from <span className={styles.amount}>{formatBRL(trip.fromPriceCents)}</span>
            </Trans>
          </p>
        )}
      </div>
    </Link>
  )
}
