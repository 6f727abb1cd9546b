import { useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useRef, useState, type FormEvent } from 'react'
import * as v from 'valibot'
import { formatBRL } from '../../../domain/money.ts'
import { cardFormSchema, payerSchema, type CardForm, type CardToken, type Payer, type PaymentInput, type PaymentsConfig } from '../../../domain/order.ts'
import type { OrderStatus, PaymentMethod } from '../../../domain/order-status.ts'
import { ApiError } from '../../api-error.ts'
import { describeApiError } from '../../ui/form/api-messages.ts'
import { useSchemaForm } from '../../ui/form/use-schema-form.ts'
import { newIdempotencyKey } from './api.ts'
import { isCardAvailable, preloadCardTokenizer, tokenizeCard } from './card-tokenizer/index.ts'
import { cardFieldOf, emptyCard, toCardInput } from './components/card-fields.tsx'
import { useInstallmentChoices } from './installment-choices.ts'
import { payerFieldOf, toPayerInput, type PayerTexts } from './payer-texts.ts'

/** What every checkout sends, whatever else its order carries. */
export interface CheckoutPayment {
  payer: Payer
  payment: PaymentInput
}

/** The element of the form's failure alert (CheckoutSubmit), focused when it shows. */
export const CHECKOUT_FAILURE_ID = 'checkout-failure'

/** One checkout attempt: retried with the same key (and card token) until its body changes or it gets an answer. */
interface Attempt {
  key: string
  fingerprint: string
  card?: CardToken
}

export interface CheckoutFormOptions<T extends { status: OrderStatus }> {
  total: number
  installmentLimit: number
  boletoInstallments: boolean
  config: PaymentsConfig
  initialPayer: PayerTexts
  /** What else the order carries (item, people, seller): part of the attempt, so a change makes a new Idempotency-Key. */
  context?: unknown
  /** Sends the order with the attempt's Idempotency-Key. */
  place: (sent: CheckoutPayment, idempotencyKey: string) => Promise<T>
  /** An order that was placed (paid or waiting for payment); a refused card stays on the form. */
  onPlaced: (placed: T) => void
  /** Any answer that changed orders or seats (a refused card too). */
  onOrdersChanged?: () => void
  /** An error the screen shows itself (a field of its own, a closed link): true when it did. */
  onError?: (error: unknown) => boolean
}

/**
 * The state of a checkout form (the signed-in checkout and a payment link's): the payer's data,
 * the method (unlocked once the payer is valid: spec section 5), the card sent to the gateway's
 * tokenizer only, the installments, and the order sent with one Idempotency-Key per attempt.
 */
export function useCheckoutForm<T extends { status: OrderStatus }>(options: CheckoutFormOptions<T>) {
  const { total, config, initialPayer, context, place, onPlaced, onOrdersChanged, onError } = options
  const { t, i18n } = useLingui()
  const payer = useSchemaForm({ schema: payerSchema, initial: initialPayer, toInput: (texts) => toPayerInput(texts, i18n.locale), fieldOf: payerFieldOf })
  const card = useSchemaForm({ schema: cardFormSchema, initial: emptyCard, toInput: toCardInput, fieldOf: cardFieldOf })
  const [method, setMethod] = useState<PaymentMethod>()
  const [methodError, setMethodError] = useState<string>()
  const [wantedInstallments, setInstallments] = useState(1)
  const [failure, setFailure] = useState<string>()
  const [tokenizing, setTokenizing] = useState(false)
  const attempt = useRef<Attempt | null>(null)
  const placing = useMutation({ mutationFn: ({ sent, key }: { sent: CheckoutPayment; key: string }) => place(sent, key) })
  const { choices, boletoSplits, maxCardInstallments } = useInstallmentChoices({ ...options, gateway: config.gateway }, method)
  const installments = Math.min(wantedInstallments, choices.length)
  const payerValid = v.safeParse(payerSchema, toPayerInput(payer.values, i18n.locale)).success

  const showFailure = (text: string) => {
    setFailure(text)
    // After the alert renders: focus goes to it, so a screen reader says why nothing happened.
    requestAnimationFrame(() => document.getElementById(CHECKOUT_FAILURE_ID)?.focus())
  }

  const send = async (payerOutput: Payer, cardOutput: CardForm | null) => {
    if (!method) return
    const sent: CheckoutPayment = { payer: payerOutput, payment: { method, installments } }
    const fingerprint = JSON.stringify({ sent, context, card: cardOutput })
    if (attempt.current?.fingerprint !== fingerprint) attempt.current = { key: newIdempotencyKey(), fingerprint }
    const current = attempt.current
    setFailure(undefined)
    if (cardOutput) {
      if (!current.card) {
        setTokenizing(true)
        try {
          current.card = await tokenizeCard(config, cardOutput, payerOutput)
        } catch (error) {
          if (!card.showServerErrors(error))
            showFailure(error instanceof ApiError && error.status >= 400 && error.status < 500 ? t`Error processing the card, check the information` : describeApiError(error))
          return
        } finally {
          setTokenizing(false)
        }
      }
      sent.payment = { ...sent.payment, cardToken: current.card.token, cardBrand: current.card.brand }
    }
    placing.mutate(
      { sent, key: current.key },
      {
        onSuccess: (placed) => {
          attempt.current = null
          onOrdersChanged?.()
          if (placed.status === 'refused') showFailure(t`Error processing the card, check the information`)
          // The gateway could not make the Pix or boleto charge: the order was canceled and its seats released.
          else if (placed.status === 'canceled') showFailure(t`Something did not go right, try again`)
          else onPlaced(placed)
        },
        onError: (error) => {
          // No answer (or the server failed): the same attempt is sent again with the same key.
          const retryable = error instanceof ApiError && (error.status === 0 || error.status >= 500)
          if (!retryable) attempt.current = null
          if (error instanceof ApiError && error.status === 409) onOrdersChanged?.()
          if (onError?.(error)) return
          if (!payer.showServerErrors(error)) showFailure(describeApiError(error))
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

  const chooseMethod = (next: PaymentMethod) => {
    if (next === 'card') preloadCardTokenizer(config)
    setMethod(next)
    setMethodError(undefined)
  }

  const totalText = formatBRL(total)
  const action = method === 'card' ? t`Pay ${totalText}` : method === 'boleto' ? t`Generate bank slip` : method === 'pix' ? t`Generate Pix code` : t`Place order`

  return {
    payer,
    payerValid,
    card,
    method,
    chooseMethod,
    methodError,
    choices,
    installments,
    setInstallments,
    boletoSplits,
    maxCardInstallments,
    cardAvailable: isCardAvailable(config),
    busy: tokenizing || placing.isPending,
    failure,
    submit,
    action,
  }
}

export type CheckoutForm = ReturnType<typeof useCheckoutForm>
