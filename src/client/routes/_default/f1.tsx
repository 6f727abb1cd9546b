import { createFileRoute } from '@tanstack/react-router'
import { eventTypesQueryOptions } from '../../features/catalogue/api.ts'
import { eventTripsQueryOptions } from '../../features/trips/api.ts'
import { EventTripsPage } from '../../features/trips/components/event-trips-page.tsx'

export const Route = createFileRoute('/_default/f1')({
  staticData: { chakra: false },
  loader: ({ context: { queryClient } }) => Promise.all([queryClient.ensureQueryData(eventTypesQueryOptions()), queryClient.ensureQueryData(eventTripsQueryOptions('f1'))]),
  component: () => <EventTripsPage slug="f1" fallbackName="Fórmula 1" />,
})
