import type { ReactNode } from 'react'
import { LanguageSwitch } from '../language-switch.tsx'
import { Logo } from '../logo.tsx'
import styles from './plain-external-layout.module.css'

/**
 * The external layout without Chakra, for its screens that are a first visit from a phone (the
 * payment link opened from WhatsApp): the same header and panel as ExternalLayout.
 */
export function PlainExternalLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Logo />
        <LanguageSwitch />
      </header>
      <main id="main" className={styles.main}>
        {children}
      </main>
    </div>
  )
}
