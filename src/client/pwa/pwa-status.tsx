import { OfflineIndicator } from '../features/offline/components/offline-indicator.tsx'
import styles from './pwa-status.module.css'
import { UpdatePrompt } from './update-prompt.tsx'

/** The app-wide notices, bottom centre above the page: offline, and a new version to load. */
export function PwaStatus() {
  return (
    <div className={styles.notices}>
      <UpdatePrompt />
      <OfflineIndicator />
    </div>
  )
}
