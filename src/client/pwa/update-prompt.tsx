import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import { Button } from '../ui/plain/button.tsx'
import styles from './pwa-status.module.css'
import { useUpdateOffer } from './update-offer.ts'

/** "Nova versão disponível — Atualizar": accepting switches to the new build and reloads into it. */
export function UpdatePrompt() {
  const apply = useUpdateOffer()
  const [later, setLater] = useState(false)
  const [updating, setUpdating] = useState(false)
  if (!apply || later) return null
  return (
    <div role="status" aria-live="polite" data-testid="update-prompt" className={styles.prompt}>
      <p className={styles.promptText}>
        <Trans>New version available</Trans>
      </p>
      <div className={styles.promptActions}>
        <Button
          loading={updating}
          onClick={() => {
            setUpdating(true)
            apply()
          }}
        >
          <Trans>Update</Trans>
        </Button>
        <Button variant="ghost" onClick={() => setLater(true)}>
          <Trans>Later</Trans>
        </Button>
      </div>
    </div>
  )
}
