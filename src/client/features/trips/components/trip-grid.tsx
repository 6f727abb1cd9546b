import { SimpleGrid } from '@chakra-ui/react'
import type { TripSummary } from '../../../../domain/trip.ts'
import { TripCard } from './trip-card.tsx'

export function TripGrid({ trips, priorityCount = 0 }: { trips: TripSummary[]; priorityCount?: number }) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="5">
      {trips.map((trip, index) => (
        <li key={trip.id}>
          <TripCard trip={trip} priority={index < priorityCount} />
        </li>
      ))}
    </SimpleGrid>
  )
}
