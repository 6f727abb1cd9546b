import { Box, Flex, HStack } from '@chakra-ui/react'
import type { ReactNode } from 'react'
import { LanguageSwitch } from '../language-switch.tsx'
import { Logo } from '../logo.tsx'

/** The spec's "external" layout: a focused page without the site menu (sign-in, reset, payment link). */
export function ExternalLayout({ children }: { children: ReactNode }) {
  return (
    <Flex direction="column" minH="100dvh" align="center" px="4" py="6" gap="6">
      <HStack as="header" w="full" maxW="lg" justify="space-between">
        <Logo />
        <LanguageSwitch />
      </HStack>
      <Box as="main" id="main" w="full" maxW="lg" bg="bg.panel" borderWidth="1px" borderRadius="l3" p={{ base: '5', md: '8' }}>
        {children}
      </Box>
    </Flex>
  )
}
