import { Button, type ButtonProps } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { showError, showSuccess } from './toaster.ts'

/** Copies a code to the clipboard and says whether it worked (toast, announced by screen readers). */
export function CopyButton({ text, copied, children, ...props }: ButtonProps & { text: string; copied: string }) {
  const { t } = useLingui()
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      showSuccess(copied)
    } catch {
      showError(t`Could not copy the code`)
    }
  }
  return (
    <Button variant="outline" onClick={() => void copy()} {...props}>
      {children}
    </Button>
  )
}
