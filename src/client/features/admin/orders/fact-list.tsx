import { Box, Grid, Heading, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** A titled panel of the details screen. */
export function DetailsPanel({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} borderWidth="1px" borderRadius="l3" p={{ base: '4', md: '5' }}>
      <Heading as="h2" id={id} size="md" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  )
}

/** Label and value pairs as a description list; pairs without a value are left out. */
export function FactList({ facts }: { facts: [label: string, value: ReactNode][] }) {
  return (
    <Grid as="dl" templateColumns={{ base: 'minmax(0, 1fr)', sm: 'minmax(8rem, max-content) minmax(0, 1fr)' }} columnGap="4" rowGap={{ base: '0', sm: '2' }}>
      {facts
        .filter(([, value]) => value !== null && value !== undefined && value !== '')
        .map(([label, value]) => (
          <Box key={label} display="contents">
            <Text as="dt" fontSize="sm" color="fg.muted" mt={{ base: '2', sm: '0' }}>
              {label}
            </Text>
            {/* An email or a charge id has no space to break at: it wraps anywhere rather than widen its panel past the page. */}
            <Text as="dd" overflowWrap="anywhere">
              {value}
            </Text>
          </Box>
        ))}
    </Grid>
  )
}
