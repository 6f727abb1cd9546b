import { Trans, useLingui } from '@lingui/react/macro'
import styles from './pagination.module.css'
import { Button } from './plain/button.tsx'

interface PaginationProps {
  page: number
  pageSize: number
  total: number
  onPage: (page: number) => void
}

export function Pagination({ page, pageSize, total, onPage }: PaginationProps) {
  const { t } = useLingui()
  const pages = Math.max(1, Math.ceil(total / pageSize))
  if (pages === 1) return null
  return (
    <nav aria-label={t`Pages`} className={styles.pagination}>
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <Trans>Previous</Trans>
      </Button>
      <p className={styles.status} aria-live="polite">
        <Trans>
          Page {page} of {pages}
        </Trans>
      </p>
      <Button variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        <Trans>Next</Trans>
      </Button>
    </nav>
  )
}
