import { Box, Container } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** The sign-in and sign-up screens of the default layout: one narrow panel, centred. */
export function AuthPanel({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <Container maxW={wide ? '2xl' : 'md'} py={{ base: '6', md: '10' }}>
      <Box bg="bg.panel" borderWidth="1px" borderRadius="l3" p={{ base: '5', md: '8' }}>
        {children}
      </Box>
    </Container>
  )
}
