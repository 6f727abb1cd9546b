import { Box, Container, Grid, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { Order, PaymentsConfig } from '../../../../domain/order.ts'
import type { Profile } from '../../../../domain/user.ts'
import { PageTitle } from '../../../ui/page-title.tsx'
import { placeOrder } from '../api.ts'
import { atBoardingPoint, orderItemOf, totalOf, type CheckoutItem } from '../item.ts'
import { payerTexts } from '../payer-texts.ts'
import { useCheckoutForm } from '../use-checkout-form.ts'
import { useCreditCode, useMyCreditLookup } from '../use-credit-code.ts'
import { useSellerCode } from '../use-seller-code.ts'
import { CheckoutSubmit } from './checkout-submit.tsx'
import { CreditField } from './credit-field.tsx'
import { OfferHoldNotice } from './offer-hold-notice.tsx'
import { OrderSummary } from './order-summary.tsx'
import { PayerStep } from './payer-step.tsx'
import { PaymentStep } from './payment-step.tsx'
import { SellerField } from './seller-field.tsx'

interface CheckoutScreenProps {
  item: CheckoutItem
  people: number
  onPeople: (people: number) => void
  profile: Profile | undefined
  config: PaymentsConfig
  /** An order that was placed (paid or waiting for payment); a refused card stays here. */
  onPlaced: (order: Order) => void
  /** Any answer that changed orders or seats (a refused card too). */
  onOrdersChanged: () => void
  /** When the seats a waitlist offer holds for the buyer stop being theirs. */
  heldUntil?: string
}

/**
 * /user/checkout: the payer's data and address (prefilled from the profile), then the payment
 * method, which unlocks only once those are valid (spec section 5), a credit of the buyer's, and the seller who sold it.
 * A card goes to the gateway's tokenizer and the order carries its token only.
 */
export function CheckoutScreen({ item: offered, people, onPeople, profile, config, onPlaced, onOrdersChanged, heldUntil }: CheckoutScreenProps) {
  const { t, i18n } = useLingui()
  const [boardingPointId, setBoardingPointId] = useState<number | null>(null)
  const item = boardingPointId === null ? offered : atBoardingPoint(offered, boardingPointId)
  const seller = useSellerCode()
  const credit = useCreditCode()
  const myCredit = useMyCreditLookup()
  const form = useCheckoutForm({
    total: totalOf(item, people),
    planOffer: item.kind === 'trip' ? item.planOffer : null,
    installmentLimit: item.installmentLimit,
    boletoInstallments: item.boletoInstallments,
    config,
    credit: credit.applied,
    initialPayer: payerTexts(profile, i18n.locale),
    context: { item: orderItemOf(item, people), sellerCode: seller.code },
    place: (sent, key) => placeOrder({ item: orderItemOf(item, people), ...sent, ...(seller.code ? { sellerCode: seller.code } : {}) }, key),
    onPlaced,
    onOrdersChanged,
    onError: (error) => credit.showServerError(error) || seller.showServerError(error),
  })

  return (
    <Container maxW="6xl" py="8">
      <PageTitle documentTitle={t`Checkout`} subtitle={<Trans>Secure payment by credit card, bank slip or Pix.</Trans>}>
        <Trans>Checkout</Trans>
      </PageTitle>
      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6" alignItems="start">
        <Box order={{ base: 0, lg: 1 }} position={{ lg: 'sticky' }} top={{ lg: '20' }}>
          <OrderSummary
            item={item}
            people={people}
            onPeople={onPeople}
            onBoardingPoint={setBoardingPointId}
            locked={form.busy}
            deposit={form.plan === 'deposit' ? form.planOffer : null}
            creditCents={form.creditCents}
          />
        </Box>
        <form noValidate onSubmit={form.submit} aria-label={t`Checkout`}>
          <Stack gap="6">
            {heldUntil && <OfferHoldNotice expiresAt={heldUntil} />}
            <PayerStep form={form} note={<Trans>We filled in what your account has; check it before paying.</Trans>} />
            <CreditField credit={credit} lookup={myCredit} disabled={form.busy} />
            <PaymentStep
              form={form}
              slipKept={
                <Trans>
                  The slip (PDF and linha digitável) is ready as soon as you place the order, and stays in My purchases. Your seats are held for 72 hours: pay it by then.
                </Trans>
              }
            />
            <SellerField remembered={seller.remembered} onRemove={seller.remove} typed={seller.typed} onType={seller.type} error={seller.error} disabled={form.busy} />
            <CheckoutSubmit form={form} />
          </Stack>
        </form>
      </Grid>
    </Container>
  )
}
