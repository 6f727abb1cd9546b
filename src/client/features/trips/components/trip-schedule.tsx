import { Trans } from '@lingui/react/macro'
import type { ScheduleDay } from '../../../../domain/trip.ts'
import { Badge } from '../../../ui/plain/badge.tsx'
import styles from './trip-details.module.css'

export function TripSchedule({ days }: { days: ScheduleDay[] }) {
  if (days.length === 0) return null
  return (
    <section aria-labelledby="schedule-heading" className={styles.schedule} data-testid="trip-schedule">
      <h2 id="schedule-heading" className={styles.heading}>
        <Trans>Day by day</Trans>
      </h2>
      <ol className={styles.days}>
        {days.map((day) => (
          <li key={day.day} className={styles.day}>
            <p className={styles.dayTitle}>
              <Trans>Day {day.day}</Trans> · {day.title}
            </p>
            {day.locations.length > 0 && (
              <div className={styles.places}>
                {day.locations.map((location) => (
                  <Badge key={location} variant="outline">
                    {location}
                  </Badge>
                ))}
              </div>
            )}
            <p className={styles.dayText}>{day.description}</p>
          </li>
        ))}
      </ol>
    </section>
  )
}
