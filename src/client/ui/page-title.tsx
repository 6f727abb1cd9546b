import type { ReactNode } from 'react'
import styles from './page-title.module.css'
import { useDocumentTitle } from './use-document-title.ts'

/** A screen's heading; it also names the browser tab. */
export function PageTitle({ children, subtitle, documentTitle }: { children: ReactNode; subtitle?: ReactNode; documentTitle: string }) {
  useDocumentTitle(documentTitle)
  return (
    <div className={styles.title}>
      <h1 className={styles.heading}>{children}</h1>
      {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
    </div>
  )
}
