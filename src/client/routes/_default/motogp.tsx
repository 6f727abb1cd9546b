import { createFileRoute } from '@tanstack/react-router'
import { eventTypesQueryOptions } from '../../features/catalogue/api.ts'
import { eventTripsQueryOptions } from '../../features/trips/api.ts'
import { EventTripsScreen } from '../../features/trips/components/event-trips-screen.tsx'

export const Route = createFileRoute('/_default/motogp')({
  staticData: { chakra: false },
  loader: ({ context: { queryClient } }) => Promise.all([queryClient.ensureQueryData(eventTypesQueryOptions()), queryClient.ensureQueryData(eventTripsQueryOptions('motogp'))]),
  component: () => <EventTripsScreen slug="motogp" fallbackName="MotoGP" />,
})
