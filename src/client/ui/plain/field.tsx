import type { InputHTMLAttributes, SelectHTMLAttributes } from 'react'
import styles from './field.module.css'
import { cx } from './cx.ts'

export const field = styles

export const Input = ({ className, ...props }: InputHTMLAttributes<HTMLInputElement>) => <input className={cx(styles.input, className)} {...props} />

/** A native select with Chakra's chevron. */
export function NativeSelect({ className, rootClassName, ...props }: SelectHTMLAttributes<HTMLSelectElement> & { rootClassName?: string }) {
  return (
    <div className={cx(styles.selectRoot, rootClassName)}>
      <select className={cx(styles.select, className)} {...props} />
      <span className={styles.indicator}>
        <svg aria-hidden viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
          <path d="m6 9 6 6 6-6" />
        </svg>
      </span>
    </div>
  )
}
