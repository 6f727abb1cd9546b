import type { ButtonHTMLAttributes, Ref } from 'react'
import styles from './button.module.css'
import { cx } from './cx.ts'

export type ButtonVariant = 'solid' | 'outline' | 'ghost' | 'subtle'
export type ButtonSize = 'xxs' | 'xs' | 'sm' | 'lg'

export interface ButtonLook {
  variant?: ButtonVariant
  size?: ButtonSize
  className?: string | undefined
}

/** The button's classes, for a link drawn as a button (`<Link className={buttonClass({ variant: 'outline' })}>`). */
export const buttonClass = ({ variant = 'solid', size = 'sm', className }: ButtonLook = {}) => cx(styles.button, styles[variant], size !== 'sm' && styles[size], className)

/** The attached group of Chakra (language switch): neighbours share a border. */
export const attachedGroupClass = styles.attached

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  /** Shows a spinner in place of the text and turns the button off. */
  loading?: boolean
  ref?: Ref<HTMLButtonElement>
}

/** A button that looks like the theme's Chakra button, without Chakra. */
export function Button({ variant, size, className, loading = false, disabled, type = 'button', children, ...props }: ButtonProps) {
  return (
    <button type={type} className={buttonClass({ variant, size, className })} disabled={disabled || loading} data-loading={loading || undefined} {...props}>
      {loading ? (
        <>
          <span className={styles.spinnerBox}>
            <span className={styles.spinner} />
          </span>
          <span className={styles.invisible}>{children}</span>
        </>
      ) : (
        children
      )}
    </button>
  )
}
