import { Box, Heading, HStack, NativeSelect, Separator, Stack, Text } from '@chakra-ui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { depositCentsOf, formatBRL } from '../../../../domain/money.ts'
import { dueDayText, tripDateRangeText } from '../../../../domain/trip-dates.ts'
import { FormField } from '../../../ui/form/form-field.tsx'
import { boardingPointText } from '../../../ui/trips/boarding-point-text.ts'
import { maxPeopleOf, totalOf, type CheckoutItem } from '../item.ts'
import type { PaymentPlanOffer } from '../use-checkout-form.ts'

function Line({ label, children }: { label: string; children: string }) {
  return (
    <HStack justify="space-between" gap="4" fontSize="sm">
      <Text color="fg.muted">{label}</Text>
      <Text textAlign="end">{children}</Text>
    </HStack>
  )
}

interface OrderSummaryProps {
  item: CheckoutItem
  people: number
  onPeople: (people: number) => void
  onBoardingPoint: (id: number) => void
  locked: boolean
  /** The plan when the buyer chose a deposit: what is paid now and what is left. */
  deposit: PaymentPlanOffer | null
  /** What a credit of the buyer's takes off the first charge (the deposit or the whole price). */
  creditCents?: number
}

/** What is being bought and its total (and a deposit's split); for a trip, the number of people can still change here. */
export function OrderSummary({ item, people, onPeople, onBoardingPoint, locked, deposit, creditCents = 0 }: OrderSummaryProps) {
  const { t, i18n } = useLingui()
  const max = maxPeopleOf(item)
  const total = totalOf(item, people)
  const depositCents = deposit ? depositCentsOf(total, deposit.depositPercent) : 0
  const dueDay = deposit ? dueDayText(deposit.balanceDueAt, i18n.locale, true) : ''
  return (
    <Box as="aside" aria-labelledby="summary-heading" bg="bg.panel" borderWidth="1px" borderRadius="l3" p="5" data-testid="order-summary">
      <Stack gap="3">
        <Heading as="h2" id="summary-heading" size="md">
          <Trans>Your order</Trans>
        </Heading>
        <Stack gap="0.5">
          <Text fontWeight="semibold">{item.name}</Text>
          {item.kind === 'trip' && (
            <Text fontSize="sm" color="fg.muted">
              {item.optionName} · {tripDateRangeText(item.checkIn, item.checkOut, i18n.locale)}
            </Text>
          )}
        </Stack>
        {item.kind === 'trip' && (
          <>
            <FormField label={<Trans>People</Trans>} helper={<Plural value={item.seatsLeft} one="# seat left" other="# seats left" />}>
              <NativeSelect.Root disabled={locked}>
                <NativeSelect.Field name="people" value={String(people)} onChange={(event) => onPeople(Number(event.target.value))}>
                  {Array.from({ length: max }, (_, index) => index + 1).map((count) => (
                    <option key={count} value={count}>
                      {count}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </FormField>
            {item.boardingPointId !== null && (
              <FormField label={<Trans>Boarding point</Trans>} helper={<Trans>Its extra price is paid per person.</Trans>}>
                <NativeSelect.Root disabled={locked}>
                  <NativeSelect.Field name="boardingPointId" value={String(item.boardingPointId)} onChange={(event) => onBoardingPoint(Number(event.target.value))}>
                    {item.boardingPoints.map((point) => (
                      <option key={point.id} value={point.id}>
                        {boardingPointText(point, i18n.locale)}
                        {point.extraCents > 0 ? ` (+ ${formatBRL(point.extraCents)})` : ''}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </FormField>
            )}
            <Line label={t`Price per person`}>{formatBRL(item.unitPriceCents)}</Line>
          </>
        )}
        <Separator />
        <HStack justify="space-between" fontWeight="bold" fontSize="lg">
          <Text>
            <Trans>Total</Trans>
          </Text>
          <Text data-testid="order-total">{formatBRL(total)}</Text>
        </HStack>
        {deposit && (
          <Stack gap="1" data-testid="order-deposit">
            <Line label={t`Deposit now`}>{formatBRL(depositCents)}</Line>
            <Line label={t`Balance by ${dueDay}`}>{formatBRL(total - depositCents)}</Line>
          </Stack>
        )}
        {creditCents > 0 && (
          <Stack gap="1" data-testid="order-credit">
            <Line label={t`Credit applied`}>{`− ${formatBRL(creditCents)}`}</Line>
            <HStack justify="space-between" fontWeight="semibold">
              <Text>
                <Trans>To pay now</Trans>
              </Text>
              <Text data-testid="order-to-pay">{formatBRL((deposit ? depositCents : total) - creditCents)}</Text>
            </HStack>
          </Stack>
        )}
      </Stack>
    </Box>
  )
}
