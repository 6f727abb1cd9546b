import { useLingui } from '@lingui/react/macro'
import { depositCentsOf, formatBRL } from '../../../../domain/money.ts'
import type { Trip } from '../../../../domain/trip.ts'
import { dueDayText } from '../../../../domain/trip-dates.ts'

/** "R$ 1.200 ou 30% agora (R$ 360) e o restante até 12/03": the trip's deposit plan on the chosen total, where it has one now. */
export function TripPaymentPlan({ plan, totalCents, className }: { plan: NonNullable<Trip['paymentPlan']>; totalCents: number; className?: string }) {
  const { t, i18n } = useLingui()
  const total = formatBRL(totalCents)
  const percent = plan.depositPercent
  const deposit = formatBRL(depositCentsOf(totalCents, percent))
  const dueDay = dueDayText(plan.balanceDueAt, i18n.locale)
  return (
    <p className={className} data-testid="payment-plan">
      {t`${total} or ${percent}% now (${deposit}) and the rest by ${dueDay}`}
    </p>
  )
}
