import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Button, buttonClass } from '../../../ui/plain/button.tsx'
import { useOnline } from '../network-status.ts'
import { CloudOffIcon } from './cloud-off-icon.tsx'
import styles from './offline-state.module.css'

/**
 * What a screen shows instead of a blank page or the browser's error when its data is not on
 * this device and the network is not there: a trip not opened before, a list with new filters.
 * Offline it says the page opens once the connection is back (and the screen does so by itself:
 * the paused query resumes); online, the server could not be reached, so it offers to try again.
 */
export function OfflineState({ onRetry }: { onRetry?: () => void }) {
  const { t } = useLingui()
  const online = useOnline()
  return (
    <div className={styles.root} data-testid="offline-state">
      <div className={styles.content}>
        <div className={styles.indicator}>
          <CloudOffIcon size={40} />
        </div>
        <h1 className={styles.title}>{online ? t`Could not connect` : t`Available when you're back online`}</h1>
        <p className={styles.description}>
          {online ? (
            <Trans>Roteiro could not be reached. Check your connection and try again.</Trans>
          ) : (
            <Trans>This page has not been saved on this device yet. It opens by itself as soon as you are connected again.</Trans>
          )}
        </p>
        <div className={styles.actions}>
          {online && onRetry && <Button onClick={onRetry}>{t`Try again`}</Button>}
          <Link to="/" className={buttonClass({ variant: 'outline' })}>
            <Trans>Back to the home page</Trans>
          </Link>
        </div>
      </div>
    </div>
  )
}
