import { Trans } from '@lingui/react/macro'
import { Link, useLocation } from '@tanstack/react-router'
import styles from './error-page.module.css'
import { buttonClass } from './plain/button.tsx'

interface ErrorPageProps {
  status: 404 | 500
  error?: unknown
}

/** The spec's error page: status code, status message and a description. */
export function ErrorPage({ status, error }: ErrorPageProps) {
  const { pathname } = useLocation()
  if (status === 500 && error) console.error(error)
  return (
    <section className={styles.page} data-testid="error-page">
      <p className={styles.status}>{status}</p>
      <h1 className={styles.heading}>{status === 404 ? <Trans>Page Not Found</Trans> : <Trans>Internal Server Error</Trans>}</h1>
      <p className={styles.text}>{status === 404 ? <Trans>Page not found: {pathname}</Trans> : <Trans>Something did not go right, try again.</Trans>}</p>
      <Link to="/" className={buttonClass({ className: styles.action })}>
        <Trans>Back to the home page</Trans>
      </Link>
    </section>
  )
}
