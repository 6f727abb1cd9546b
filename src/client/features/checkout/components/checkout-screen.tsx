import { Box, Button, chakra, Container, Grid, Heading, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useRef, useState, type FormEvent, type ReactNode } from 'react'
import * as v from 'valibot'
import { installmentOptions } from '../../../../domain/installments.ts'
import { formatBRL } from '../../../../domain/money.ts'
import { cardFormSchema, payerSchema, type CardForm, type CardToken, type Order, type PaymentsConfig, type PlaceOrder } from '../../../../domain/order.ts'
import type { PaymentMethod } from '../../../../domain/order-status.ts'
import type { Profile } from '../../../../domain/user.ts'
import { ApiError } from '../../../api.ts'
import { FormAlert } from '../../../ui/form/form-alert.tsx'
import { useSchemaForm } from '../../../ui/form/use-schema-form.ts'
import { PageTitle } from '../../../ui/page-title.tsx'
import { newIdempotencyKey, tokenizeCard, usePlaceOrder } from '../api.ts'
import { orderItemOf, totalOf, type CheckoutItem } from '../item.ts'
import { describeOrderError } from '../order-messages.ts'
import { payerFieldOf, payerTexts, toPayerInput } from '../payer-texts.ts'
import { CardFields, cardFieldOf, emptyCard, InstallmentsField, toCardInput, type InstallmentChoice } from './card-fields.tsx'
import { OrderSummary } from './order-summary.tsx'
import { AddressFields } from '../../../ui/form/address-fields.tsx'
import { PayerFields } from './payer-fields.tsx'
import { PaymentMethods } from './payment-methods.tsx'

function Section({ id, title, children, note }: { id: string; title: ReactNode; children: ReactNode; note?: ReactNode }) {
  return (
    <Box as="section" aria-labelledby={id} bg="bg.panel" borderWidth="1px" borderRadius="l3" p={{ base: '4', md: '6' }}>
      <Heading as="h2" id={id} size="lg" mb={note ? '1' : '4'}>
        {title}
      </Heading>
      {note && (
        <Text color="fg.muted" fontSize="sm" mb="4">
          {note}
        </Text>
      )}
      {children}
    </Box>
  )
}

/** One checkout attempt: retried with the same key (and card token) until its body changes or it gets an answer. */
interface Attempt {
  key: string
  fingerprint: string
  card?: CardToken
}

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
}

/**
 * /user/checkout: the payer's data and address (prefilled from the profile), then the payment
 * method, which unlocks only once those are valid (spec section 5). A card goes to the gateway's
 * tokenizer and the order carries its token only.
 */
export function CheckoutScreen({ item, people, onPeople, profile, config, onPlaced, onOrdersChanged }: CheckoutScreenProps) {
  const { t, i18n } = useLingui()
  const payer = useSchemaForm({
    schema: payerSchema,
    initial: payerTexts(profile, i18n.locale),
    toInput: (texts) => toPayerInput(texts, i18n.locale),
    fieldOf: payerFieldOf,
  })
  const card = useSchemaForm({ schema: cardFormSchema, initial: emptyCard, toInput: toCardInput, fieldOf: cardFieldOf })
  const [method, setMethod] = useState<PaymentMethod>()
  const [methodError, setMethodError] = useState<string>()
  const [wantedInstallments, setInstallments] = useState(1)
  const [failure, setFailure] = useState<string>()
  const [tokenizing, setTokenizing] = useState(false)
  const attempt = useRef<Attempt | null>(null)
  const failureRef = useRef<HTMLDivElement>(null)
  const placeOrder = usePlaceOrder()

  const total = totalOf(item, people)
  const payerValid = v.safeParse(payerSchema, toPayerInput(payer.values, i18n.locale)).success

  // The gateway's own limit on boleto slips: the sandbox splits them, Mercado Pago does not (docs/PAYMENTS.md).
  const boletoSplits = item.boletoInstallments && config.gateway === 'sandbox'
  const limit = method === 'pix' || (method === 'boleto' && !boletoSplits) ? 1 : item.installmentLimit
  const choices: InstallmentChoice[] = installmentOptions(total, limit).map(({ count, valueCents, firstValueCents }) => {
    const value = formatBRL(valueCents)
    const first = formatBRL(firstValueCents)
    if (count === 1) return { count, label: t`1x of ${first} (at once)` }
    if (firstValueCents === valueCents) return { count, label: t`${count}x of ${value} interest-free` }
    return { count, label: t`${count}x interest-free: first ${first}, then ${value}` }
  })
  const installments = Math.min(wantedInstallments, choices.length)
  const maxCardInstallments = installmentOptions(total, item.installmentLimit).length

  const showFailure = (text: string) => {
    setFailure(text)
    // After the alert renders: focus goes to it, so a screen reader says why nothing happened.
    requestAnimationFrame(() => failureRef.current?.focus())
  }

  const send = async (payerOutput: v.InferOutput<typeof payerSchema>, cardOutput: CardForm | null) => {
    if (!method) return
    const body: PlaceOrder = {
      item: orderItemOf(item, people),
      payer: payerOutput,
      payment: { method, installments },
    }
    const fingerprint = JSON.stringify({ body, card: cardOutput })
    if (attempt.current?.fingerprint !== fingerprint) attempt.current = { key: newIdempotencyKey(), fingerprint }
    const current = attempt.current
    setFailure(undefined)
    if (cardOutput) {
      if (!current.card) {
        setTokenizing(true)
        try {
          current.card = await tokenizeCard(config, cardOutput)
        } catch (error) {
          if (!card.showServerErrors(error)) showFailure(error instanceof ApiError && error.status >= 400 && error.status < 500 ? t`Error processing the card, check the information` : describeOrderError(error))
          return
        } finally {
          setTokenizing(false)
        }
      }
      body.payment = { ...body.payment, cardToken: current.card.token, cardBrand: current.card.brand }
    }
    placeOrder.mutate(
      { order: body, idempotencyKey: current.key },
      {
        onSuccess: (order) => {
          attempt.current = null
          onOrdersChanged()
          if (order.status === 'refused') showFailure(t`Error processing the card, check the information`)
          // The gateway could not make the Pix or boleto charge: the order was canceled and its seats released.
          else if (order.status === 'canceled') showFailure(t`Something did not go right, try again`)
          else onPlaced(order)
        },
        onError: (error) => {
          // No answer (or the server failed): the same attempt is sent again with the same key.
          const retryable = error instanceof ApiError && (error.status === 0 || error.status >= 500)
          if (!retryable) attempt.current = null
          if (error instanceof ApiError && error.status === 409) onOrdersChanged()
          if (!payer.showServerErrors(error)) showFailure(describeOrderError(error))
        },
      },
    )
  }

  const submit = (event: FormEvent) => {
    payer.handleSubmit((payerOutput) => {
      if (!method) {
        setMethodError(t`Choose card, bank slip or Pix`)
        document.querySelector<HTMLInputElement>('input[name="method"]')?.focus()
        return
      }
      if (method === 'card') card.handleSubmit((cardOutput: CardForm) => void send(payerOutput, cardOutput))(event)
      else void send(payerOutput, null)
    })(event)
  }

  const busy = tokenizing || placeOrder.isPending
  const totalText = formatBRL(total)
  const action = method === 'card' ? t`Pay ${totalText}` : method === 'boleto' ? t`Generate bank slip` : method === 'pix' ? t`Generate Pix code` : t`Place order`

  return (
    <Container maxW="6xl" py="8">
      <PageTitle documentTitle={t`Checkout`} subtitle={<Trans>Secure payment by credit card, bank slip or Pix.</Trans>}>
        <Trans>Checkout</Trans>
      </PageTitle>
      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6" alignItems="start">
        <Box order={{ base: 0, lg: 1 }} position={{ lg: 'sticky' }} top={{ lg: '20' }}>
          <OrderSummary item={item} people={people} onPeople={onPeople} locked={busy} />
        </Box>
        <form noValidate onSubmit={submit} aria-label={t`Checkout`}>
          <Stack gap="6">
            <Section id="payer-heading" title={<Trans>Payer</Trans>} note={<Trans>We filled in what your account has; check it before paying.</Trans>}>
              <PayerFields form={payer} />
            </Section>
            <Section id="address-heading" title={<Trans>Address</Trans>}>
              <AddressFields form={payer} />
            </Section>
            <Section
              id="payment-heading"
              title={<Trans>Payment</Trans>}
              note={payerValid ? undefined : <Trans>Fill in the payer's data and address to choose how to pay.</Trans>}
            >
              <chakra.fieldset disabled={!payerValid || busy} minW="0" data-testid="payment-fieldset">
                <chakra.legend srOnly>
                  <Trans>Payment method</Trans>
                </chakra.legend>
                <Stack gap="5">
                  <PaymentMethods
                    value={method}
                    onChange={(next) => {
                      setMethod(next)
                      setMethodError(undefined)
                    }}
                    maxCardInstallments={maxCardInstallments}
                    boletoInstallments={boletoSplits}
                    cardAvailable={config.tokenizeUrl !== null}
                    error={methodError}
                  />
                  {method === 'card' && <CardFields form={card} installments={choices} installmentsValue={installments} onInstallments={setInstallments} />}
                  {method === 'boleto' && (
                    <Stack gap="4">
                      {choices.length > 1 && <InstallmentsField installments={choices} value={installments} onChange={setInstallments} />}
                      <FormAlert status="info" title={<Trans>Bank slip confirmation may take hours or days.</Trans>}>
                        <Trans>The slip (PDF and linha digitável) is ready as soon as you place the order, and stays in My purchases. Your seats are held until its due date.</Trans>
                      </FormAlert>
                    </Stack>
                  )}
                  {method === 'pix' && (
                    <FormAlert status="info" title={<Trans>The Pix code is valid for 30 minutes.</Trans>}>
                      <Trans>Pay it in your bank's app; this screen turns to confirmed by itself as soon as the payment arrives.</Trans>
                    </FormAlert>
                  )}
                </Stack>
              </chakra.fieldset>
            </Section>
            {failure && (
              <Box ref={failureRef} tabIndex={-1} outline="none">
                <FormAlert status="error" title={failure} />
              </Box>
            )}
            <Button type="submit" size="lg" alignSelf={{ base: 'stretch', sm: 'flex-start' }} loading={busy} loadingText={t`Processing…`}>
              {action}
            </Button>
          </Stack>
        </form>
      </Grid>
    </Container>
  )
}

