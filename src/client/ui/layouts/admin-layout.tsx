import { Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useRouterState } from '@tanstack/react-router'
import { useId, useState, type ReactNode } from 'react'
import { useSignOut } from '../../session-actions.ts'
import { LanguageSwitch } from '../language-switch.tsx'
import { Logo } from '../logo.tsx'
import { NavLink } from '../nav-link.tsx'

function AdminMenu() {
  const { t } = useLingui()
  const links = [
    { to: '/admin', label: t`Dashboard`, exact: true },
    { to: '/admin/orders', label: t`Orders` },
    { to: '/admin/trips', label: t`Trips` },
    { to: '/admin/tripForfait', label: t`Custom trip requests` },
    { to: '/admin/banner', label: t`Banners` },
    { to: '/admin/products', label: t`Products` },
    { to: '/admin/tripTips', label: t`Tips` },
    { to: '/admin/tripInformation', label: t`Travel information` },
    { to: '/admin/eventType', label: t`Event types` },
    { to: '/admin/flightCompany', label: t`Airlines` },
    { to: '/admin/comissions', label: t`Commissions` },
    { to: '/admin/users', label: t`Users`, exact: true },
    { to: '/admin/users/admins', label: t`Administrators` },
    { to: '/admin/users/agencies', label: t`Agencies` },
  ] as const
  return (
    <Stack as="ul" listStyleType="none" gap="1">
      {links.map((link) => (
        <li key={link.to}>
          <NavLink
            to={link.to}
            activeOptions={{ exact: 'exact' in link }}
            display="block"
            px="3"
            py="1.5"
            borderRadius="l2"
            color="fg.muted"
            activeProps={{ 'aria-current': 'page', bg: 'bg.emphasized', color: 'fg' }}
          >
            {link.label}
          </NavLink>
        </li>
      ))}
    </Stack>
  )
}

/**
 * The spec's "admin" layout: a sidebar with every admin screen on a desktop; on narrower screens
 * a bar with a Menu button that shows the same list above the page, and hides it after a choice.
 */
export function AdminLayout({ children }: { children: ReactNode }) {
  const { t } = useLingui()
  const signOut = useSignOut()
  const menuId = useId()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const [menuOpen, setMenuOpen] = useState(false)
  // Going to another page (a choice in the menu, the back button) closes the menu.
  const [menuPath, setMenuPath] = useState(pathname)
  if (menuPath !== pathname) {
    setMenuPath(pathname)
    setMenuOpen(false)
  }
  return (
    <Flex minH="100dvh" direction={{ base: 'column', lg: 'row' }}>
      <Box as="aside" w={{ lg: '64' }} flexShrink="0" borderEndWidth={{ lg: '1px' }} borderBottomWidth={{ base: '1px', lg: '0' }} bg="bg.subtle" p="4">
        <Stack gap="6" position={{ lg: 'sticky' }} top="4">
          <HStack justify="space-between">
            <Logo to="/admin" />
            <Button variant="outline" hideFrom="lg" aria-expanded={menuOpen} aria-controls={menuId} onClick={() => setMenuOpen((open) => !open)}>
              <Trans>Menu</Trans>
            </Button>
          </HStack>
          <Stack id={menuId} gap="6" display={{ base: menuOpen ? 'flex' : 'none', lg: 'flex' }}>
            <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wider">
              <Trans>Administration</Trans>
            </Text>
            <Box as="nav" aria-label={t`Administration`}>
              <AdminMenu />
            </Box>
            <Stack gap="3">
              <LanguageSwitch />
              <Button variant="outline" onClick={() => void signOut()}>
                <Trans>Sign out</Trans>
              </Button>
            </Stack>
          </Stack>
        </Stack>
      </Box>
      <Box as="main" id="main" flex="1" p={{ base: '4', md: '8' }} minW="0">
        {children}
      </Box>
    </Flex>
  )
}
