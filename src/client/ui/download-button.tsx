import { Button, type ButtonProps } from '@chakra-ui/react'
import { useState } from 'react'
import { ApiError } from '../api-error.ts'

/** A button that downloads a file (ui/download-file.ts), busy until it has come. */
export function DownloadButton({ download, ...button }: Omit<ButtonProps, 'onClick' | 'loading'> & { download: () => Promise<void> }) {
  const [busy, setBusy] = useState(false)
  const onClick = async () => {
    setBusy(true)
    try {
      await download()
    } catch (error) {
      // The API wrapper told the user of its errors (a toast, or the sign-in page); anything else is a bug to surface.
      if (!(error instanceof ApiError)) throw error
    } finally {
      setBusy(false)
    }
  }
  return <Button {...button} loading={busy} onClick={() => void onClick()} />
}
