import { Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { depositCentsOf, formatBRL } from '../../../../domain/money.ts'
import type { OrderPlan } from '../../../../domain/ledger.ts'
import { dueDayText } from '../../../../domain/trip-dates.ts'
import type { PaymentPlanOffer } from '../use-checkout-form.ts'
import { RadioCard } from './radio-card.tsx'

const PlanCard = RadioCard<OrderPlan>

/** Pay the whole price now, or the trip's deposit now and the balance by its due day. */
export function PlanChoice({ offer, totalCents, value, onChange }: { offer: PaymentPlanOffer; totalCents: number; value: OrderPlan; onChange: (plan: OrderPlan) => void }) {
  const { t, i18n } = useLingui()
  const total = formatBRL(totalCents)
  const percent = offer.depositPercent
  const depositCents = depositCentsOf(totalCents, percent)
  const deposit = formatBRL(depositCents)
  const balance = formatBRL(totalCents - depositCents)
  const dueDay = dueDayText(offer.balanceDueAt, i18n.locale, true)
  return (
    <Stack as="fieldset" gap="2" minW="0">
      <legend>
        <Trans>How much to pay now</Trans>
      </legend>
      <PlanCard
        name="plan"
        value="full"
        checked={value === 'full'}
        onChange={onChange}
        title={t`The whole price: ${total}`}
        description={<Trans>Nothing left to pay later.</Trans>}
      />
      <PlanCard
        name="plan"
        value="deposit"
        checked={value === 'deposit'}
        onChange={onChange}
        title={t`A deposit of ${percent}%: ${deposit} now`}
        description={t`The rest, ${balance}, by ${dueDay}, by Pix, bank slip or card.`}
      />
    </Stack>
  )
}
