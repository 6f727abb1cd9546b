import type { HTMLAttributes } from 'react'
import styles from './badge.module.css'
import { cx } from './cx.ts'

interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** `danger` is Chakra's red solid badge (sold out); `plain` is muted text. */
  variant?: 'subtle' | 'outline' | 'plain' | 'danger'
  size?: 'sm' | 'lg'
}

export function Badge({ variant = 'subtle', size = 'sm', className, ...props }: BadgeProps) {
  return <span className={cx(styles.badge, styles[variant], size === 'lg' && styles.lg, className)} {...props} />
}
