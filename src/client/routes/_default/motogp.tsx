import { createFileRoute } from '@tanstack/react-router'
import { eventTypesQueryOptions } from '../../features/catalogue/api.ts'
import { eventTripsQueryOptions } from '../../features/trips/api.ts'
import { ensurePublicAnswer } from '../../public-answers.ts'
import { EventTripsScreen } from '../../features/trips/components/event-trips-screen.tsx'

export const Route = createFileRoute('/_default/motogp')({
  staticData: { chakra: false },
  loader: () => Promise.all([ensurePublicAnswer(eventTypesQueryOptions()), ensurePublicAnswer(eventTripsQueryOptions('motogp'))]),
  component: () => <EventTripsScreen slug="motogp" fallbackName="MotoGP" />,
})
