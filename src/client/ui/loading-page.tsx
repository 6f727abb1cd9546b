import { useLingui } from '@lingui/react/macro'
import styles from './loading-page.module.css'

export function LoadingPage() {
  const { t } = useLingui()
  return (
    <div className={styles.center}>
      <span className={styles.spinner} role="status" aria-label={t`Loading`} />
    </div>
  )
}
