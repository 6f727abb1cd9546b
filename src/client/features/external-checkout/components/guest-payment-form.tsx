import { Button, Skeleton, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import type { Order, PaymentsConfig } from '../../../../domain/order.ts'
import type { PublicPaymentLink } from '../../../../domain/payment-link.ts'
import { FormAlert } from '../../../ui/form/form-alert.tsx'
import { CheckoutSubmit } from '../../checkout/components/checkout-submit.tsx'
import { CreditField } from '../../checkout/components/credit-field.tsx'
import { PayerStep } from '../../checkout/components/payer-step.tsx'
import { PaymentStep } from '../../checkout/components/payment-step.tsx'
import { payerTexts } from '../../checkout/payer-texts.ts'
import { useCheckoutForm } from '../../checkout/use-checkout-form.ts'
import { useCreditCode } from '../../checkout/use-credit-code.ts'
import { orderQueryOptions, paymentsConfigQueryOptions } from '../../purchases/api.ts'
import { guestOrderSource } from '../../purchases/order-source.ts'
import { tripQueryOptions } from '../../trips/api.ts'
import { guestCreditOf, paymentLinkQueryOptions, placeLinkOrder } from '../api.ts'
import { forgetPublicAnswer } from '../../../public-answers.ts'
import { rememberGuestAccess } from '../guest-access.ts'
import { closedLinkOf, type ClosedLink } from '../link-state.ts'

interface GuestPaymentFormProps {
  token: string
  link: PublicPaymentLink
  /** The link closed while the buyer was paying (paid by someone else, expired, canceled, a payment in progress). */
  onClosed: (state: ClosedLink) => void
}

function GuestForm({ token, link, config, onClosed }: GuestPaymentFormProps & { config: PaymentsConfig }) {
  const { t, i18n } = useLingui()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  // The link's answer does not carry the trip's deposit plan: the trip page's answer does.
  const slug = link.item.kind === 'trip' ? link.item.tripSlug : ''
  const trip = useQuery({ ...tripQueryOptions(slug), enabled: slug !== '' })
  const credit = useCreditCode()
  const form = useCheckoutForm({
    total: link.amountCents,
    planOffer: trip.data?.paymentPlan,
    installmentLimit: link.maxInstallments,
    boletoInstallments: link.boletoInstallments,
    config,
    credit: credit.applied,
    initialPayer: payerTexts(undefined, i18n.locale),
    context: { token },
    place: (sent, key) => placeLinkOrder(token, sent, key),
    onPlaced: ({ accessToken, ...order }) => {
      // The order page opens with what the answer already says; the token stays in memory and in this tab's storage, never in the address.
      queryClient.setQueryData(orderQueryOptions(order.code, guestOrderSource(accessToken)).queryKey, order satisfies Order)
      forgetPublicAnswer(paymentLinkQueryOptions(token))
      rememberGuestAccess(order.code, accessToken)
      void navigate({ to: '/external-post-checkout', search: { order: order.code } })
    },
    onError: (error) => {
      const state = closedLinkOf(error, { paying: true })
      if (state) onClosed(state)
      return state !== null || credit.showServerError(error)
    },
  })
  return (
    <form noValidate onSubmit={form.submit} aria-label={t`Payment`}>
      <Stack gap="5">
        <PayerStep form={form} note={<Trans>No account needed: the confirmation and the voucher go to this email.</Trans>} />
        {/* A guest's credit is its payer email's: checked with the email typed above it. */}
        <CreditField credit={credit} lookup={(code) => guestCreditOf(token, code, form.payer.values.email)} disabled={form.busy || !form.payerValid} />
        <PaymentStep
          form={form}
          slipKept={
            <Trans>
              The slip (PDF and linha digitável) is ready as soon as you place the order, on the next page and in your email. The seats are held for 72 hours: pay it by then.
            </Trans>
          }
        />
        <CheckoutSubmit form={form} />
      </Stack>
    </form>
  )
}

/** The link's checkout: the same payer form and payment methods as the signed-in checkout, sent to the link's own endpoint. */
export function GuestPaymentForm(props: GuestPaymentFormProps) {
  const { t } = useLingui()
  const config = useQuery(paymentsConfigQueryOptions())
  if (config.isPending) return <Skeleton height="80" aria-busy />
  if (config.isError) {
    return (
      <Stack gap="3">
        <FormAlert status="error" title={t`Could not connect`} />
        <Button variant="outline" alignSelf="flex-start" onClick={() => void config.refetch()}>
          <Trans>Try again</Trans>
        </Button>
      </Stack>
    )
  }
  return <GuestForm {...props} config={config.data} />
}
