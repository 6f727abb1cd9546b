import { Trans } from '@lingui/react/macro'
import { eventTypesQueryOptions } from '../../catalogue/api.ts'
import { eventTripsQueryOptions } from '../api.ts'
import { usePublicData } from '../../../public-answers.ts'
import { Container } from '../../../ui/plain/layout.tsx'
import { useDocumentTitle } from '../../../ui/use-document-title.ts'
import styles from './event-trips-page.module.css'
import { TripGrid } from './trip-grid.tsx'

/** /f1 and /motogp: the event's header and every trip of its event type. */
export function EventTripsScreen({ slug, fallbackName }: { slug: string; fallbackName: string }) {
  const eventTypes = usePublicData(eventTypesQueryOptions())
  const trips = usePublicData(eventTripsQueryOptions(slug))
  const eventType = eventTypes.find((item) => item.slug === slug)
  const name = eventType?.name ?? fallbackName
  useDocumentTitle(name)
  return (
    <div className={styles.page}>
      <header className={styles.hero}>
        <Container>
          <p className={styles.kicker}>
            <Trans>Race weekend packages</Trans>
          </p>
          <h1 className={styles.title}>{name}</h1>
          {eventType?.description && <p className={styles.description}>{eventType.description}</p>}
        </Container>
      </header>
      <Container>
        {trips.items.length > 0 ? (
          <TripGrid trips={trips.items} />
        ) : (
          <p className={styles.empty}>
            <Trans>No packages for this event right now. Come back soon.</Trans>
          </p>
        )}
      </Container>
    </div>
  )
}
