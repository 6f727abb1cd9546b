import { Trans } from '@lingui/react/macro'
import { Link, type LinkProps } from '@tanstack/react-router'
import { useCallback, useEffect, useId, useRef, useState, type FocusEvent, type ReactNode, type RefObject } from 'react'
import { UserType } from '../../domain/session.ts'
import { useSignOut } from '../session-actions.ts'
import styles from './account-menu.module.css'
import { buttonClass } from './plain/button.tsx'

/**
 * Closes an open disclosure on Escape (giving the focus back to its button, where the keyboard
 * user left off) and on a press anywhere outside it.
 */
function useDismiss(open: boolean, close: () => void, root: RefObject<HTMLElement | null>, button: RefObject<HTMLButtonElement | null>) {
  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      close()
      button.current?.focus()
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close()
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('pointerdown', onPointerDown)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('pointerdown', onPointerDown)
    }
  }, [open, close, root, button])
}

const activeProps = { 'aria-current': 'page' as const, className: styles.current }

function ItemLink({ children, ...props }: LinkProps & { children: ReactNode; onClick: () => void }) {
  return (
    <li>
      <Link className={styles.item} activeProps={activeProps} {...props}>
        {children}
      </Link>
    </li>
  )
}

/**
 * "My account" of a signed-in customer or agency: a disclosure (a button and the list it shows,
 * not an ARIA menu: its entries are plain links that Tab walks through) with the user's own pages
 * and the way out. An agency also finds its tools here.
 */
export function AccountMenu({ userType }: { userType: UserType }) {
  const [open, setOpen] = useState(false)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const buttonId = useId()
  const listId = useId()
  const signOut = useSignOut()
  const close = useCallback(() => setOpen(false), [])
  useDismiss(open, close, root, button)

  // Tabbing out of the list closes it too; a click inside (no related target in Safari) does not.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget
    if (next instanceof Node && !event.currentTarget.contains(next)) close()
  }

  return (
    <div ref={root} className={styles.root} onBlur={onBlur}>
      <button
        ref={button}
        id={buttonId}
        type="button"
        className={buttonClass({ variant: 'outline' })}
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <Trans>My account</Trans>
        <svg className={styles.chevron} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </button>
      <ul id={listId} className={styles.list} aria-labelledby={buttonId} hidden={!open}>
        <ItemLink to="/user/profile" onClick={close}>
          <Trans>My data</Trans>
        </ItemLink>
        <ItemLink to="/user/myAcquired" onClick={close}>
          <Trans>My purchases</Trans>
        </ItemLink>
        <ItemLink to="/user/tripForfait" onClick={close}>
          <Trans>Custom trip</Trans>
        </ItemLink>
        {userType === UserType.agency && (
          <>
            <ItemLink to="/agency/paymentLinks" onClick={close}>
              <Trans>Payment links</Trans>
            </ItemLink>
            <ItemLink to="/agency/commissions" onClick={close}>
              <Trans>My commissions</Trans>
            </ItemLink>
            <ItemLink to="/agency/passengers" onClick={close}>
              <Trans>My passengers</Trans>
            </ItemLink>
          </>
        )}
        <li className={styles.separated}>
          <button
            type="button"
            className={styles.item}
            onClick={() => {
              close()
              void signOut()
            }}
          >
            <Trans>Sign out</Trans>
          </button>
        </li>
      </ul>
    </div>
  )
}
