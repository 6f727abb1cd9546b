import { Trans, useLingui } from '@lingui/react/macro'
import { createFileRoute, Link } from '@tanstack/react-router'
import { tripDateRangeText } from '../../../domain/trip-dates.ts'
import { ApiError } from '../../api-error.ts'
import { tripQueryOptions } from '../../features/trips/api.ts'
import { TripBoardingPoints } from '../../features/trips/components/trip-boarding-points.tsx'
import { TripBuyBar } from '../../features/trips/components/trip-buy-bar.tsx'
import { TripFlights } from '../../features/trips/components/trip-flights.tsx'
import { TripGallery } from '../../features/trips/components/trip-gallery.tsx'
import { TripOptions } from '../../features/trips/components/trip-options.tsx'
import { TripSchedule } from '../../features/trips/components/trip-schedule.tsx'
import { ensurePublicAnswer, usePublicData } from '../../public-answers.ts'
import { TripSections } from '../../features/trips/components/trip-sections.tsx'
import styles from '../../features/trips/components/trip-page.module.css'
import { classificationLabels, transportLabels } from '../../ui/trips/labels.ts'
import { PageTitle } from '../../ui/page-title.tsx'
import { Badge } from '../../ui/plain/badge.tsx'
import { buttonClass } from '../../ui/plain/button.tsx'
import { Container, layout } from '../../ui/plain/layout.tsx'
import { useDocumentTitle } from '../../ui/use-document-title.ts'

export const Route = createFileRoute('/_default/trip/$name')({
  staticData: { chakra: false },
  loader: async ({ params }) => {
    try {
      await ensurePublicAnswer(tripQueryOptions(params.name))
      return { found: true }
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return { found: false }
      throw error
    }
  },
  component: TripPage,
})

function TripNotFound() {
  const { t } = useLingui()
  useDocumentTitle(t`Trip not found`)
  return (
    <Container narrow className={styles.notFound}>
      <div className={layout.empty} data-testid="trip-not-found">
        <div className={layout.emptyContent}>
          <h1 className={layout.emptyTitle}>
            <Trans>We could not find this trip</Trans>
          </h1>
          <p className={layout.emptyText}>
            <Trans>It may have ended or changed its name. See the trips we have now.</Trans>
          </p>
          <Link to="/trips" className={buttonClass()}>
            {t`See all trips`}
          </Link>
        </div>
      </div>
    </Container>
  )
}

function Fact({ label, children }: { label: string; children: string }) {
  if (!children) return null
  return (
    <div className={styles.fact}>
      <p className={styles.factLabel}>{label}</p>
      <p className={styles.factValue}>{children}</p>
    </div>
  )
}

function TripDetail({ name }: { name: string }) {
  const { t, i18n } = useLingui()
  const trip = usePublicData(tripQueryOptions(name))
  const dates = tripDateRangeText(trip.checkIn, trip.checkOut, i18n.locale)
  return (
    <div className={styles.trip}>
      <TripGallery images={trip.images} />
      <div className={styles.tripBody}>
        <div className={styles.main}>
          <div className={styles.intro}>
            <div className={styles.badges}>
              <Badge variant="subtle">{i18n._(classificationLabels[trip.classification])}</Badge>
              <Badge variant="outline">{i18n._(transportLabels[trip.transport])}</Badge>
              {trip.eventType && <Badge variant="outline">{trip.eventType.name}</Badge>}
              {trip.mentalMapTag && <Badge variant="plain">#{trip.mentalMapTag}</Badge>}
            </div>
            <PageTitle documentTitle={trip.name} subtitle={`${trip.destination} · ${dates}`}>
              {trip.name}
            </PageTitle>
            <p className={styles.description}>{trip.placeDescription}</p>
          </div>
          <div className={styles.facts}>
            <Fact label={t`Dates`}>{dates}</Fact>
            <Fact label={t`Boarding place`}>{trip.boardingPlace}</Fact>
            <Fact label={t`Hotel`}>{trip.hotel}</Fact>
            <Fact label={t`Destination`}>{trip.destination}</Fact>
          </div>
          <TripBoardingPoints points={trip.boardingPoints} />
          <TripSchedule days={trip.schedule} />
          <TripFlights flights={trip.flights} />
          <TripSections sections={trip.sections} />
        </div>
        <div className={styles.aside}>
          <TripOptions trip={trip} />
        </div>
      </div>
      {trip.seatsLeft > 0 && trip.fromPriceCents !== null && <TripBuyBar fromPriceCents={trip.fromPriceCents} />}
    </div>
  )
}

function TripPage() {
  const { found } = Route.useLoaderData()
  const { name } = Route.useParams()
  return found ? <TripDetail name={name} /> : <TripNotFound />
}
