import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { useState, type ReactNode } from 'react'
import { DangerDialogFooter } from './danger-dialog-footer.tsx'

/** A button that asks first (deleting, canceling an order): the action runs only on "Confirm". */
export function ConfirmButton({
  children,
  title,
  description,
  onConfirm,
  confirmText,
  disabled,
}: {
  children: ReactNode
  title: ReactNode
  description?: ReactNode
  onConfirm: () => Promise<unknown> | void
  confirmText?: ReactNode
  disabled?: boolean
}) {
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const confirm = async () => {
    setBusy(true)
    try {
      await onConfirm()
      setOpen(false)
    } catch {
      // The API wrapper already told the user; the dialog stays open to try again or cancel.
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} role="alertdialog" size="sm">
      <Dialog.Trigger asChild>
        <Button variant="ghost" colorPalette="red" disabled={disabled}>
          {children}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {description && <Dialog.Body>{description}</Dialog.Body>}
            <DangerDialogFooter keep={<Trans>Cancel</Trans>} action={confirmText ?? <Trans>Confirm</Trans>} loading={busy} onAction={() => void confirm()} />
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}
