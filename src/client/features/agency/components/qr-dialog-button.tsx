import { Button, CloseButton, Dialog, Portal, Stack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { LinkQr } from './link-qr.tsx'

/** "QR code": the link's QR large enough to scan across a counter, with what it sells under it. */
export function QrDialogButton({ url, title }: { url: string; title: ReactNode }) {
  return (
    <Dialog.Root size="sm" placement="center">
      <Dialog.Trigger asChild>
        <Button variant="outline" size="sm">
          <Trans>QR code</Trans>
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                <Trans>Scan to pay</Trans>
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack align="center" gap="3">
                <LinkQr url={url} size={240} />
                <Text textAlign="center" fontWeight="semibold">
                  {title}
                </Text>
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
