import { Box, Container, Flex, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { InstallAppButton } from '../../features/offline/components/install-app-button.tsx'
import { isSignedIn } from '../../../domain/session.ts'
import { useSession } from '../../session.ts'
import { AccountLink } from '../account-link.tsx'
import { LanguageSwitch } from '../language-switch.tsx'
import { Logo } from '../logo.tsx'
import { NavLink } from '../nav-link.tsx'

const activeProps = { 'aria-current': 'page' as const, color: 'fg', fontWeight: 'semibold' }

function MainMenu() {
  const session = useSession()
  return (
    <HStack as="ul" listStyleType="none" gap={{ base: '4', md: '5' }} overflowX="auto" py="1" whiteSpace="nowrap">
      <li>
        <NavLink to="/" color="fg.muted" activeOptions={{ exact: true }} activeProps={activeProps}>
          <Trans>Home</Trans>
        </NavLink>
      </li>
      {isSignedIn(session) && (
        <li>
          <NavLink to="/user/myAcquired" color="fg.muted" activeProps={activeProps}>
            <Trans>My purchases</Trans>
          </NavLink>
        </li>
      )}
      <li>
        <NavLink to="/trips" color="fg.muted" activeProps={activeProps}>
          <Trans>Trips</Trans>
        </NavLink>
      </li>
      <li>
        <NavLink to="/f1" color="fg.muted" activeProps={activeProps}>
          F1
        </NavLink>
      </li>
      <li>
        <NavLink to="/motogp" color="fg.muted" activeProps={activeProps}>
          MotoGP
        </NavLink>
      </li>
      <li>
        <NavLink to="/user/tripTips" color="fg.muted" activeProps={activeProps}>
          <Trans>Travel tips</Trans>
        </NavLink>
      </li>
      <li>
        <NavLink to="/contactUs" color="fg.muted" activeProps={activeProps}>
          <Trans>Contact</Trans>
        </NavLink>
      </li>
    </HStack>
  )
}

function Footer() {
  return (
    <Box as="footer" borderTopWidth="1px" mt="16" py="8" bg="bg.subtle">
      <Container maxW="6xl">
        <Flex gap="6" direction={{ base: 'column', md: 'row' }} justify="space-between">
          <Stack gap="2" maxW="sm">
            <Logo />
            <Text color="fg.muted" fontSize="sm">
              <Trans>Excursions, national and international trips, cruises, F1 and MotoGP packages.</Trans>
            </Text>
            <InstallAppButton />
          </Stack>
          <Stack as="nav" aria-label="Roteiro" gap="2" fontSize="sm">
            <NavLink to="/aboutUs" color="fg.muted">
              <Trans>About us</Trans>
            </NavLink>
            <NavLink to="/faq" color="fg.muted">
              <Trans>FAQ</Trans>
            </NavLink>
            <NavLink to="/user/marketing" color="fg.muted">
              <Trans>Guides and products</Trans>
            </NavLink>
            <NavLink to="/privacypolicy" color="fg.muted">
              <Trans>Privacy policy</Trans>
            </NavLink>
            <NavLink to="/termsOfUse" color="fg.muted">
              <Trans>Terms of use</Trans>
            </NavLink>
            <NavLink to="/signupAgency" color="fg.muted">
              <Trans>Become a partner agency</Trans>
            </NavLink>
          </Stack>
        </Flex>
        <Text color="fg.muted" fontSize="xs" mt="8">
          © {new Date().getFullYear()} Roteiro Viagens e Turismo Ltda.
        </Text>
      </Container>
    </Box>
  )
}

/** The spec's "default" layout: header with the menu, the page, the footer. */
export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <Flex direction="column" minH="100dvh">
      <Box as="header" borderBottomWidth="1px" bg="bg.subtle" position="sticky" top="0" zIndex="sticky">
        <Container maxW="6xl" py="2">
          <Flex align="center" columnGap={{ base: '2', md: '4' }} rowGap="1" wrap="wrap">
            <Logo />
            <Box as="nav" aria-label="Menu" order={{ base: 3, md: 0 }} flexBasis={{ base: '100%', md: 'auto' }} flex={{ md: '1' }} minW="0">
              <MainMenu />
            </Box>
            <HStack gap={{ base: '1.5', md: '3' }} ms="auto">
              <LanguageSwitch />
              <AccountLink />
            </HStack>
          </Flex>
        </Container>
      </Box>
      {/* At least a screen tall, so the footer never shows above the fold and jumps when a page's data arrives. */}
      <Box as="main" id="main" flex="1" minH="100dvh">
        {children}
      </Box>
      <Footer />
    </Flex>
  )
}
