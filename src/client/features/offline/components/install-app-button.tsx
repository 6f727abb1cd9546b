import { Trans } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { Button } from '../../../ui/plain/button.tsx'
import { promptInstall, useInstallOffer } from '../install-offer.ts'
import styles from './install-app-button.module.css'

function PhoneIcon() {
  return (
    <svg aria-hidden viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <rect x="6" y="2" width="12" height="20" rx="2" />
      <path d="M12 7v7m-3-3 3 3 3-3M10 18h4" />
    </svg>
  )
}

/** The iOS share icon (a box with an arrow up), as the steps refer to it. */
function ShareIcon() {
  return (
    <svg
      aria-hidden
      viewBox="0 0 24 24"
      width="16"
      height="16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={styles.share}
    >
      <path d="M12 3v12M8 7l4-4 4 4" />
      <path d="M6 11H5a1 1 0 0 0-1 1v8a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-8a1 1 0 0 0-1-1h-1" />
    </svg>
  )
}

/**
 * "Instalar app": the browser's own install dialog where it offers one (Chromium's
 * `beforeinstallprompt`), the Add to Home Screen steps on iOS (which has no such event), and
 * nothing once installed or where neither applies.
 */
export function InstallAppButton() {
  const offer = useInstallOffer()
  const [showSteps, setShowSteps] = useState(false)
  const stepsId = useId()
  if (offer === 'none') return null
  if (offer === 'prompt') {
    return (
      <Button variant="outline" className={styles.start} onClick={() => void promptInstall()} data-testid="install-app">
        <PhoneIcon />
        <Trans>Install app</Trans>
      </Button>
    )
  }
  return (
    <div className={styles.steps}>
      <Button variant="outline" aria-expanded={showSteps} aria-controls={stepsId} onClick={() => setShowSteps(!showSteps)} data-testid="install-app">
        <PhoneIcon />
        <Trans>Install app</Trans>
      </Button>
      <div id={stepsId} hidden={!showSteps} className={styles.panel}>
        <p className={styles.lead}>
          <Trans>To install Roteiro on your iPhone or iPad:</Trans>
        </p>
        <ol className={styles.list}>
          <li>
            <Trans>
              In Safari, tap Share <ShareIcon /> in the toolbar.
            </Trans>
          </li>
          <li>
            <Trans>Choose "Add to Home Screen", then "Add".</Trans>
          </li>
        </ol>
      </div>
    </div>
  )
}
