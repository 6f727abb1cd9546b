import type { HTMLAttributes } from 'react'
import styles from './layout.module.css'
import { cx } from './cx.ts'

export const layout = styles

/** Chakra's `<Container maxW="6xl">` (or `3xl` when narrow). */
export function Container({ narrow = false, className, ...props }: HTMLAttributes<HTMLDivElement> & { narrow?: boolean }) {
  return <div className={cx(styles.container, narrow && styles.narrow, className)} {...props} />
}

/** Text for screen readers only. */
export const VisuallyHidden = (props: HTMLAttributes<HTMLSpanElement>) => <span className={styles.srOnly} {...props} />
