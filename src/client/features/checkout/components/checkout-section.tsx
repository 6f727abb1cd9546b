import { Box, Heading, Text } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** One step of a checkout form (payer, address, payment) as a titled panel. */
export function CheckoutSection({ id, title, children, note }: { id: string; title: ReactNode; children: ReactNode; note?: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} bg="bg.panel" borderWidth="1px" borderRadius="l3" p={{ base: '4', md: '6' }}>
      <Heading as="h2" id={id} size="lg" mb={note ? '1' : '4'}>
        {title}
      </Heading>
      {note && (
        <Text color="fg.muted" fontSize="sm" mb="4">
          {note}
        </Text>
      )}
      {children}
    </Box>
  )
}
