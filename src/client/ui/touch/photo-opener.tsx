import { useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import styles from './touch.module.css'

interface PhotoOpenerProps {
  /** From 1. */
  position: number
  total: number
  onOpen: () => void
  children: ReactNode
}

/** A photo of the page as a button that opens it full screen (PhotoViewer). */
export function PhotoOpener({ position, total, onOpen, children }: PhotoOpenerProps) {
  const { t } = useLingui()
  return (
    <button type="button" className={styles.opener} aria-label={t`Open photo ${position} of ${total} full screen`} onClick={onOpen}>
      {children}
    </button>
  )
}
