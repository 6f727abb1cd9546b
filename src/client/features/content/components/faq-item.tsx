import { Box, chakra, Heading, Stack } from '@chakra-ui/react'
import type { ReactNode } from 'react'

const Details = chakra('details')
const Summary = chakra('summary')

/** One question: a native disclosure (keyboard and screen readers for free), its summary an h3. */
export function FaqItem({ question, children }: { question: ReactNode; children: ReactNode }) {
  return (
    <Details borderWidth="1px" borderColor="border" borderRadius="l2" bg="bg.panel" _open={{ borderColor: 'accent' }}>
      <Summary
        display="flex"
        alignItems="center"
        justifyContent="space-between"
        gap="3"
        px="4"
        py="3"
        cursor="pointer"
        listStyle="none"
        borderRadius="l2"
        focusVisibleRing="outside"
        css={{ '&::-webkit-details-marker': { display: 'none' }, 'details[open] > & > [data-chevron]': { transform: 'rotate(180deg)' } }}
      >
        <Heading as="h3" size="md">
          {question}
        </Heading>
        <Box as="span" data-chevron aria-hidden="true" color="fg.muted" flexShrink="0" transition="transform 0.2s">
          <svg width="16" height="16" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M3 6l5 5 5-5" />
          </svg>
        </Box>
      </Summary>
      <Stack gap="3" px="4" pb="4" lineHeight="tall">
        {children}
      </Stack>
    </Details>
  )
}
