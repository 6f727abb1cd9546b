import { Stack } from '@chakra-ui/react'
import { OfflineIndicator } from '../features/offline/components/offline-indicator.tsx'
import { UpdatePrompt } from './update-prompt.tsx'

/** The app-wide notices, bottom centre above the page: offline, and a new version to load. */
export function PwaStatus() {
  return (
    <Stack
      position="fixed"
      insetX="0"
      bottom="max(16px, env(safe-area-inset-bottom))"
      zIndex="toast"
      align="center"
      gap="2"
      px="4"
      pointerEvents="none"
    >
      <UpdatePrompt />
      <OfflineIndicator />
    </Stack>
  )
}
