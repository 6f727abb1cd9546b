import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Button, buttonClass } from '../../../ui/plain/button.tsx'
import { useDocumentTitle } from '../../../ui/use-document-title.ts'
import type { ClosedLink } from '../link-state.ts'
import styles from './payment-link.module.css'

interface Words {
  title: string
  text: ReactNode
}

function useWords(state: ClosedLink): Words {
  const { t } = useLingui()
  switch (state) {
    case 'not-found':
      return { title: t`We could not find this payment link`, text: <Trans>Check that the whole link was opened, or ask the agency that sent it for a new one.</Trans> }
    case 'expired':
      return { title: t`This payment link has expired`, text: <Trans>Nothing was charged. Ask the agency that sent it for a new link.</Trans> }
    case 'canceled':
      return { title: t`This payment link was canceled`, text: <Trans>The agency canceled it and nothing was charged. Ask them for a new link if you still want to buy.</Trans> }
    case 'paid':
      return { title: t`This payment link was already paid`, text: <Trans>There is nothing left to pay here. Whoever paid got the confirmation and the voucher by email.</Trans> }
    case 'agency-suspended':
      return {
        title: t`This payment link is not available`,
        text: <Trans>The agency that sent it cannot sell through Roteiro right now, and nothing was charged. Ask the agency for another way to pay.</Trans>,
      }
    case 'in-progress':
      return {
        title: t`A payment on this link is in progress`,
        text: (
          <Trans>
            Someone has just started paying this link. If it was you, finish with the Pix code or bank slip you got (it is in your email too). If that payment does not go through,
            the link opens again.
          </Trans>
        ),
      }
  }
}

/** A link that cannot be paid: each state has its own words, and the form never shows. */
export function LinkClosedScreen({ state, onRetry }: { state: ClosedLink; onRetry?: () => void }) {
  const words = useWords(state)
  useDocumentTitle(words.title)
  return (
    <section className={styles.closed} data-testid="link-closed" data-state={state}>
      <h1 className={styles.closedTitle}>{words.title}</h1>
      <p className={styles.closedText}>{words.text}</p>
      <div className={styles.actions}>
        {state === 'in-progress' && onRetry && (
          <Button onClick={onRetry}>
            <Trans>Check again</Trans>
          </Button>
        )}
        <Link to="/trips" className={buttonClass({ variant: state === 'in-progress' ? 'outline' : 'solid' })}>
          <Trans>See our trips</Trans>
        </Link>
      </div>
    </section>
  )
}
