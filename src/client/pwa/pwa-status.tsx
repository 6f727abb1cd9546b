import { lazy, Suspense } from 'react'
import { OfflineIndicator } from '../features/offline/components/offline-indicator.tsx'
import styles from './pwa-status.module.css'
import { useUpdateOffer } from './update-offer.ts'

// Its code loads once a new build is waiting (the old service worker still serves this build's files).
const UpdatePrompt = lazy(() => import('./update-prompt.tsx').then((module) => ({ default: module.UpdatePrompt })))

/** The app-wide notices, bottom centre above the page: offline, and a new version to load. */
export function PwaStatus() {
  const apply = useUpdateOffer()
  return (
    <div className={styles.notices}>
      {apply && (
        <Suspense fallback={null}>
          <UpdatePrompt apply={apply} />
        </Suspense>
      )}
      <OfflineIndicator />
    </div>
  )
}
