import { Box, HStack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { useOnline } from '../network-status.ts'
import { CloudOffIcon } from './cloud-off-icon.tsx'

/**
 * A badge while the device has no network. The live region is always in the page (empty when
 * online) so screen readers announce the change when it happens, not only what was there at load.
 */
export function OfflineIndicator() {
  const online = useOnline()
  return (
    <Box role="status" aria-live="polite" data-testid="offline-indicator">
      {!online && (
        <HStack
          gap="2"
          bg="bg.warning"
          color="fg.warning"
          borderWidth="1px"
          borderColor="fg.warning"
          borderRadius="full"
          px="3"
          py="1.5"
          boxShadow="md"
          fontSize={{ base: 'xs', sm: 'sm' }}
          fontWeight="medium"
        >
          <CloudOffIcon size={16} />
          <Text as="span" color="fg">
            <Trans>You are offline. Showing what is saved on this device.</Trans>
          </Text>
        </HStack>
      )}
    </Box>
  )
}
