import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useRef, useState } from 'react'
import { MAX_PEOPLE } from '../../../../domain/order-code.ts'
import { isSignedIn } from '../../../../domain/session.ts'
import type { Trip } from '../../../../domain/trip.ts'
import { waitlistCheckoutSearch } from '../../../../domain/waitlist.ts'
import { useSession } from '../../../session.ts'
import { Button, buttonClass } from '../../../ui/plain/button.tsx'
import { cx } from '../../../ui/plain/cx.ts'
import { NativeSelect } from '../../../ui/plain/field.tsx'
import { SignInLink } from '../../../ui/sign-in-link.tsx'
import { myWaitlistQueryOptions, useWaitlistLine } from '../api.ts'
// Part of the trip page's options, drawn with their styles; it lives in this feature so its texts go to `messages`
// (lingui.config.ts) and not to the `public` catalog every first visit loads.
import styles from '../../trips/components/trip-options.module.css'

/**
 * A sold-out option's waitlist (docs/WAITLIST.md): "notify me" with the people wanted, the
 * caller's place in line with a way out, or the seats held for them with the way to the checkout.
 * A visitor signs in first and comes back to this trip.
 */
export function TripWaitlist({ trip, optionId }: { trip: Trip; optionId: number }) {
  const signedIn = isSignedIn(useSession())
  return (
    <div className={styles.buy} data-testid="waitlist">
      {signedIn ? <LineForOption trip={trip} optionId={optionId} /> : <SignInToWait slug={trip.slug} />}
    </div>
  )
}

function SignInToWait({ slug }: { slug: string }) {
  return (
    <>
      <SignInLink returnTo={`/trip/${slug}`} className={buttonClass({ size: 'lg', variant: 'outline' })}>
        <Trans>Notify me when a seat frees up</Trans>
      </SignInLink>
      <p className={cx(styles.xsmall, styles.muted, styles.center)}>
        <Trans>You will sign in first and come back to this choice.</Trans>
      </p>
    </>
  )
}

function LineForOption({ trip, optionId }: { trip: Trip; optionId: number }) {
  const { i18n } = useLingui()
  const mine = useQuery(myWaitlistQueryOptions())
  const { join, leave } = useWaitlistLine(trip.id, optionId)
  const [people, setPeople] = useState(1)
  // The pressed button is gone once the line answers: focus goes to what took its place, so a keyboard
  // keeps its place and a screen reader says the new state.
  const focusNext = useRef<'position' | 'join'>(undefined)
  const takesFocusAfter = (change: 'position' | 'join') => (node: HTMLElement | null) => {
    if (node && focusNext.current === change) {
      focusNext.current = undefined
      node.focus()
    }
  }
  const forgetFocus = () => (focusNext.current = undefined)
  const entry = mine.data?.find((candidate) => candidate.tripId === trip.id && candidate.optionId === optionId)

  if (mine.isPending) return null
  if (entry?.offer) {
    const until = new Intl.DateTimeFormat(i18n.locale, { hour: '2-digit', minute: '2-digit' }).format(new Date(entry.offer.expiresAt))
    return (
      <>
        <p className={styles.small} data-testid="waitlist-offer">
          <Trans>Seats held for you until {until}</Trans>
        </p>
        <Link to="/user/checkout" search={waitlistCheckoutSearch(entry)} className={buttonClass({ size: 'lg' })}>
          <Trans>Buy</Trans>
        </Link>
      </>
    )
  }
  if (entry) {
    const position = entry.position
    return (
      <>
        <p className={styles.small} data-testid="waitlist-position" tabIndex={-1} ref={takesFocusAfter('position')}>
          <Trans>You are number {position} in line.</Trans>
        </p>
        <Button
          variant="outline"
          loading={leave.isPending}
          onClick={() => {
            focusNext.current = 'join'
            leave.mutate(undefined, { onError: forgetFocus })
          }}
        >
          <Trans>Leave the line</Trans>
        </Button>
      </>
    )
  }
  return (
    <>
      <div>
        <label htmlFor="waitlist-people" className={styles.label}>
          <Trans>People</Trans>
        </label>
        <NativeSelect rootClassName={styles.people} id="waitlist-people" value={String(people)} onChange={(event) => setPeople(Number(event.target.value))}>
          {Array.from({ length: MAX_PEOPLE }, (_, index) => index + 1).map((value) => (
            <option key={value} value={value}>
              {value}
            </option>
          ))}
        </NativeSelect>
      </div>
      <Button
        size="lg"
        variant="outline"
        loading={join.isPending}
        ref={takesFocusAfter('join')}
        onClick={() => {
          focusNext.current = 'position'
          join.mutate(people, { onError: forgetFocus })
        }}
      >
        <Trans>Notify me when a seat frees up</Trans>
      </Button>
    </>
  )
}
