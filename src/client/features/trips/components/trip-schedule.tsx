import { Badge, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import type { ScheduleDay } from '../../../../domain/trip.ts'

export function TripSchedule({ days }: { days: ScheduleDay[] }) {
  if (days.length === 0) return null
  return (
    <Stack as="section" aria-labelledby="schedule-heading" gap="4" data-testid="trip-schedule">
      <Text as="h2" id="schedule-heading" fontWeight="bold" fontSize="xl">
        <Trans>Day by day</Trans>
      </Text>
      <Stack as="ol" listStyleType="none" gap="4" borderStartWidth="2px" borderColor="accent" ps="5">
        {days.map((day) => (
          <Stack as="li" key={day.day} gap="1.5">
            <Text fontWeight="semibold">
              <Trans>Day {day.day}</Trans> · {day.title}
            </Text>
            {day.locations.length > 0 && (
              <HStack gap="1.5" wrap="wrap">
                {day.locations.map((location) => (
                  <Badge key={location} variant="outline">
                    {location}
                  </Badge>
                ))}
              </HStack>
            )}
            <Text color="fg.muted" whiteSpace="pre-line">
              {day.description}
            </Text>
          </Stack>
        ))}
      </Stack>
    </Stack>
  )
}
