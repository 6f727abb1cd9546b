import type { TripSummary } from '../../../../domain/trip.ts'
import { TripCard } from './trip-card.tsx'
import styles from './trip-card.module.css'

export function TripGrid({ trips, priorityCount = 0 }: { trips: TripSummary[]; priorityCount?: number }) {
  return (
    <ul className={styles.grid}>
      {trips.map((trip, index) => (
        <li key={trip.id}>
          <TripCard trip={trip} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  )
}
