import { Link } from '@tanstack/react-router'
// A hashed file, so it is cached for a year like the scripts (issue 30: Lighthouse's cache lifetime finding).
import faviconUrl from './favicon.svg?no-inline'
import styles from './logo.module.css'

export function Logo({ to = '/' }: { to?: string }) {
  return (
    <Link to={to} aria-label="Roteiro">
      <span className={styles.logo}>
        <img src={faviconUrl} alt="" width={28} height={28} />
        <span className={styles.name}>Roteiro</span>
      </span>
    </Link>
  )
}
