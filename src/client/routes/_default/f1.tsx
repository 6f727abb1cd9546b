import { createFileRoute } from '@tanstack/react-router'
import { eventTypesQueryOptions } from '../../features/catalogue/api.ts'
import { eventTripsQueryOptions } from '../../features/trips/api.ts'
import { EventTripsScreen } from '../../features/trips/components/event-trips-screen.tsx'

export const Route = createFileRoute('/_default/f1')({
  staticData: { chakra: false },
  loader: ({ context: { queryClient } }) => Promise.all([queryClient.ensureQueryData(eventTypesQueryOptions()), queryClient.ensureQueryData(eventTripsQueryOptions('f1'))]),
  component: () => <EventTripsScreen slug="f1" fallbackName="Fórmula 1" />,
})
