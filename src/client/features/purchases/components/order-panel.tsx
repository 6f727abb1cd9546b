import { Box, Heading } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** One titled part of an order's screen (its payment, its details, its travellers…), a landmark a screen reader can jump to. */
export function Panel({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} bg="bg.panel" borderWidth="1px" borderRadius="l3" p={{ base: '4', md: '5' }}>
      <Heading as="h2" id={id} size="md" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  )
}
