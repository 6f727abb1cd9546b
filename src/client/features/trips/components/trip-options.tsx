import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { lazy, Suspense, useState } from 'react'
import { formatBRL } from '../../../../domain/money.ts'
import { MAX_PEOPLE } from '../../../../domain/order-code.ts'
import { isSignedIn } from '../../../../domain/session.ts'
import type { Trip } from '../../../../domain/trip.ts'
import { ensureMessagesCatalog } from '../../../i18n/i18n.ts'
import { startQuery } from '../../../query/start-query.ts'
import { useSession } from '../../../session.ts'
import { Badge } from '../../../ui/plain/badge.tsx'
import { Button, buttonClass } from '../../../ui/plain/button.tsx'
import { cx } from '../../../ui/plain/cx.ts'
import { NativeSelect } from '../../../ui/plain/field.tsx'
import { layout } from '../../../ui/plain/layout.tsx'
import styles from './trip-options.module.css'
import { TripPaymentPlan } from './trip-payment-plan.tsx'

// Only a sold-out trip draws it: the first visit of any other trip does not load it (docs/PERFORMANCE.md, first-visit budget).
// Its texts are in `messages` (sold-out trips are few), and it uses TanStack Query: the chunk, that catalog and Query load together.
const TripWaitlist = lazy(() =>
  Promise.all([import('../../waitlist/components/trip-waitlist.tsx'), ensureMessagesCatalog(), startQuery()]).then(([module]) => ({ default: module.TripWaitlist })),
)

/** The options' section, where the trip page's buy bar leads. */
export const tripOptionsId = 'trip-options'

/**
 * Options with their price per person, the number of people (1 to 10, never more than the
 * seats left) and the total, then "Comprar" to /user/checkout with that choice in the URL. A
 * visitor signs in first: the checkout address rides along as `redirect`, so the sign-in can
 * bring them back to the same choice. Sold out, the chosen option offers its waitlist instead.
 */
export function TripOptions({ trip }: { trip: Trip }) {
  const { t } = useLingui()
  const signedIn = isSignedIn(useSession())
  const soldOut = trip.seatsLeft === 0
  const maxPeople = Math.min(MAX_PEOPLE, trip.seatsLeft)
  const [optionId, setOptionId] = useState(trip.options[0]?.id)
  const [people, setPeople] = useState(1)
  const option = trip.options.find((candidate) => candidate.id === optionId)
  const count = Math.min(people, Math.max(1, maxPeople))
  const search = { trip: trip.slug, option: option?.id ?? 0, people: count }
  // A slug and two numbers: nothing in them needs escaping.
  const checkoutHref = `/user/checkout?trip=${search.trip}&option=${search.option}&people=${count}`

  return (
    <section id={tripOptionsId} aria-labelledby="options-heading" className={styles.options} data-testid="trip-options">
      <div className={styles.head}>
        <h2 id="options-heading" className={styles.heading}>
          <Trans>Options and prices</Trans>
        </h2>
        {soldOut ? (
          <Badge variant="danger" size="lg" data-testid="sold-out">
            <Trans>Sold out</Trans>
          </Badge>
        ) : (
          <Badge variant="subtle" size="lg" data-testid="seats-left">
            <Plural value={trip.seatsLeft} one="# seat left" other="# seats left" />
          </Badge>
        )}
      </div>
      <fieldset className={styles.fieldset}>
        <legend className={layout.srOnly}>{t`Choose an option`}</legend>
        <ul className={styles.list}>
          {trip.options.map((candidate) => {
            const checked = candidate.id === optionId
            return (
              <li key={candidate.id}>
                <label className={cx(styles.option, checked && styles.checked)}>
                  <span className={styles.choice}>
                    <input type="radio" name="trip-option" value={candidate.id} checked={checked} onChange={() => setOptionId(candidate.id)} className={styles.radio} />
                    <span className={styles.column}>
                      <span className={styles.medium}>{candidate.name}</span>
                      <span className={cx(styles.small, styles.muted)}>
                        <Plural value={candidate.people} one="Room for # person" other="Room for # people" />
                      </span>
                    </span>
                  </span>
                  <span className={styles.price}>
                    <span className={styles.bold}>{formatBRL(candidate.priceCents)}</span>
                    <span className={cx(styles.xsmall, styles.muted)}>
                      <Trans>per person</Trans>
                    </span>
                  </span>
                </label>
              </li>
            )
          })}
        </ul>
      </fieldset>
      {!soldOut && option && (
        <div className={styles.buy}>
          <div className={styles.quantity}>
            <div>
              <label htmlFor="trip-people" className={styles.label}>
                <Trans>People</Trans>
              </label>
              <NativeSelect rootClassName={styles.people} id="trip-people" value={String(count)} onChange={(event) => setPeople(Number(event.target.value))}>
                {Array.from({ length: maxPeople }, (_, index) => index + 1).map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className={styles.total} aria-live="polite">
              <p className={cx(styles.small, styles.muted)}>
                <Trans>Total</Trans>
              </p>
              <p className={styles.totalValue} data-testid="options-total">
                {formatBRL(option.priceCents * count)}
              </p>
            </div>
          </div>
          {trip.paymentPlan && <TripPaymentPlan plan={trip.paymentPlan} totalCents={option.priceCents * count} className={styles.small} />}
          {signedIn ? (
            <Link to="/user/checkout" search={search} className={buttonClass({ size: 'lg' })}>
              <Trans>Buy</Trans>
            </Link>
          ) : (
            <Link to="/signin" search={{ redirect: checkoutHref }} className={buttonClass({ size: 'lg' })}>
              <Trans>Buy</Trans>
            </Link>
          )}
          {!signedIn && (
            <p className={cx(styles.xsmall, styles.muted, styles.center)}>
              <Trans>You will sign in first and come back to this choice.</Trans>
            </p>
          )}
        </div>
      )}
      {soldOut && (
        <Button size="lg" disabled>
          <Trans>Buy</Trans>
        </Button>
      )}
      {soldOut && option && (
        <Suspense fallback={null}>
          <TripWaitlist key={option.id} trip={trip} optionId={option.id} />
        </Suspense>
      )}
      <p className={cx(styles.xsmall, styles.muted)}>
        <Trans>Pay by credit card in up to {trip.maxInstallments} installments, bank slip or Pix.</Trans>
      </p>
    </section>
  )
}
