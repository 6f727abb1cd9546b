import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import { Button } from '../ui/plain/button.tsx'
import styles from './pwa-status.module.css'

/** "Nova versão disponível — Atualizar": accepting (`apply`) switches to the new build and reloads into it. */
export function UpdatePrompt({ apply }: { apply: () => void }) {
  const [later, setLater] = useState(false)
  const [updating, setUpdating] = useState(false)
  if (later) return null
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
