import { Trans } from '@lingui/react/macro'
import { useOnline } from '../network-status.ts'
import { CloudOffIcon } from './cloud-off-icon.tsx'
import styles from './offline-indicator.module.css'

/**
 * A badge while the device has no network. The live region is always in the page (empty when
 * online) so screen readers announce the change when it happens, not only what was there at load.
 */
export function OfflineIndicator() {
  const online = useOnline()
  return (
    <div role="status" aria-live="polite" data-testid="offline-indicator">
      {!online && (
        <div className={styles.badge}>
          <CloudOffIcon size={16} />
          <span className={styles.text}>
            <Trans>You are offline. Showing what is saved on this device.</Trans>
          </span>
        </div>
      )}
    </div>
  )
}
