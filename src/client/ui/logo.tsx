import { Link } from '@tanstack/react-router'
import styles from './logo.module.css'

export function Logo({ to = '/' }: { to?: string }) {
  return (
    <Link to={to} aria-label="Roteiro">
      <span className={styles.logo}>
        <img src="/icons/favicon.svg" alt="" width={28} height={28} />
        <span className={styles.name}>Roteiro</span>
      </span>
    </Link>
  )
}
