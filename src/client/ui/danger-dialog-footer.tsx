import { Button, Dialog } from '@chakra-ui/react'
import type { ReactNode } from 'react'

/** The footer of a dialog about to do something that cannot be undone: the way out, which closes it, and the red action. */
export function DangerDialogFooter({
  keep,
  action,
  onAction,
  loading,
  loadingText,
  disabled,
}: {
  /** The way out: "Cancel", "Keep the trip"… */
  keep: ReactNode
  action: ReactNode
  onAction: () => void
  loading: boolean
  loadingText?: string
  disabled?: boolean
}) {
  return (
    <Dialog.Footer>
      <Dialog.ActionTrigger asChild>
        <Button variant="outline">{keep}</Button>
      </Dialog.ActionTrigger>
      <Button colorPalette="red" loading={loading} loadingText={loadingText} disabled={disabled} onClick={onAction}>
        {action}
      </Button>
    </Dialog.Footer>
  )
}
