import { SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { tripSections, type Trip } from '../../../../domain/trip.ts'
import { sectionLabels } from '../labels.ts'

/** The four sections in the spec's index order: included 0, notIncluded 1, documentation 2, extraInfo 3. */
export function TripSections({ sections }: { sections: Trip['sections'] }) {
  const { i18n } = useLingui()
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
      {tripSections.map((section) =>
        sections[section].length === 0 ? null : (
          <Stack as="section" key={section} gap="2" bg="bg.panel" borderWidth="1px" borderRadius="l3" p="5" data-testid={`section-${section}`}>
            <Text as="h2" fontWeight="bold">
              {i18n._(sectionLabels[section])}
            </Text>
            <Stack as="ul" gap="1" ps="5" listStyleType="disc" color="fg.muted">
              {sections[section].map((item) => (
                <li key={item}>{item}</li>
              ))}
            </Stack>
          </Stack>
        ),
      )}
    </SimpleGrid>
  )
}
