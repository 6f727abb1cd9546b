import { useLingui } from '@lingui/react/macro'
import { useMutation } from '@tanstack/react-query'
import { useRef, useState, type FormEvent } from 'react'
import { formatBRL } from '../../../domain/money.ts'
import { cardFormSchema, type CardForm, type CardToken, type Payer, type PaymentInput, type PaymentsConfig } from '../../../domain/order.ts'
import type { OrderStatus, PaymentMethod } from '../../../domain/order-status.ts'
import { ApiError } from '../../api-error.ts'
import { describeApiError } from '../../ui/form/api-messages.ts'
import { useSchemaForm } from '../../ui/form/use-schema-form.ts'
import { newIdempotencyKey } from './api.ts'
import { isCardAvailable, preloadCardTokenizer, tokenizeCard } from './card-tokenizer/index.ts'
import { cardFieldOf, emptyCard, toCardInput } from './components/card-fields.tsx'
import { useInstallmentChoices } from './installment-choices.ts'

/** The element of the form's failure alert (CheckoutSubmit), focused when it shows. */
export const CHECKOUT_FAILURE_ID = 'checkout-failure'

/** One payment attempt: retried with the same key (and card token) until its body changes or it gets an answer. */
interface Attempt {
  key: string
  fingerprint: string
  card?: CardToken
}

/** Who pays: the card's holder document is their CPF. */
type PayerOf = { cpf: string }

export interface PaymentFormOptions<T extends { status: OrderStatus }, P extends PayerOf = Payer> {
  /** What this payment charges (the whole price, a deposit, a balance): its installments are on it. */
  amountCents: number
  installmentLimit: number
  boletoInstallments: boolean
  config: PaymentsConfig
  /** What else the request carries: part of the attempt, so a change makes a new Idempotency-Key. */
  context?: unknown
  /** A credit of the buyer's, spent first (the checkouts' `payment.creditCode`); `amountCents` is what is left. */
  creditCode?: string | null
  /** Sends the payment with the attempt's Idempotency-Key. */
  place: (payment: PaymentInput, payer: P, idempotencyKey: string) => Promise<T>
  /** A payment that went through (paid or waiting for payment); a refused card stays on the form. */
  onPlaced: (placed: T) => void
  /** Any answer that changed orders or seats (a refused card too). */
  onOrdersChanged?: () => void
  /** An error the screen shows itself (a field of its own, a closed link): true when it did. */
  onError?: (error: unknown) => boolean
  /** The answer's field errors on the payer's fields, where the form has them: true when it showed some. */
  showPayerErrors?: (error: unknown) => boolean
}

/**
 * How a payment is made, for every form that pays (the checkouts, a deposit's balance): the method,
 * the card sent to the gateway's tokenizer only, the installments, and one Idempotency-Key per
 * attempt. `pay` sends it for a payer the caller has checked.
 */
export function usePaymentForm<T extends { status: OrderStatus }, P extends PayerOf = Payer>(options: PaymentFormOptions<T, P>) {
  const { amountCents, config, context, creditCode, place, onPlaced, onOrdersChanged, onError, showPayerErrors } = options
  const { t } = useLingui()
  const card = useSchemaForm({ schema: cardFormSchema, initial: emptyCard, toInput: toCardInput, fieldOf: cardFieldOf })
  const [method, setMethod] = useState<PaymentMethod>()
  const [methodError, setMethodError] = useState<string>()
  const [wantedInstallments, setInstallments] = useState(1)
  const [failure, setFailure] = useState<string>()
  const [tokenizing, setTokenizing] = useState(false)
  const attempt = useRef<Attempt | null>(null)
  const placing = useMutation({ mutationFn: ({ payment, payer, key }: { payment: PaymentInput; payer: P; key: string }) => place(payment, payer, key) })
  const { choices, boletoSplits, maxCardInstallments } = useInstallmentChoices({ ...options, total: amountCents, gateway: config.gateway }, method)
  const installments = Math.min(wantedInstallments, choices.length)

  const showFailure = (text: string) => {
    setFailure(text)
    // After the alert renders: focus goes to it, so a screen reader says why nothing happened.
    requestAnimationFrame(() => document.getElementById(CHECKOUT_FAILURE_ID)?.focus())
  }

  const send = async (payer: P, cardOutput: CardForm | null) => {
    if (!method) return
    let payment: PaymentInput = { method, installments, ...(creditCode ? { creditCode } : {}) }
    const fingerprint = JSON.stringify({ payment, payer, context, card: cardOutput })
    if (attempt.current?.fingerprint !== fingerprint) attempt.current = { key: newIdempotencyKey(), fingerprint }
    const current = attempt.current
    setFailure(undefined)
    if (cardOutput) {
      if (!current.card) {
        setTokenizing(true)
        try {
          current.card = await tokenizeCard(config, cardOutput, payer)
        } catch (error) {
          if (!card.showServerErrors(error))
            showFailure(error instanceof ApiError && error.status >= 400 && error.status < 500 ? t`Error processing the card, check the information` : describeApiError(error))
          return
        } finally {
          setTokenizing(false)
        }
      }
      payment = { ...payment, cardToken: current.card.token, cardBrand: current.card.brand }
    }
    placing.mutate(
      { payment, payer, key: current.key },
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
          if (!showPayerErrors?.(error)) showFailure(describeApiError(error))
        },
      },
    )
  }

  /** Sends the payment for `payer` (already checked), once a method is chosen and a card's fields are valid. */
  const pay = (payer: P, event: FormEvent) => {
    if (!method) {
      setMethodError(t`Choose card, bank slip or Pix`)
      document.querySelector<HTMLInputElement>('input[name="method"]')?.focus()
      return
    }
    if (method === 'card') card.handleSubmit((cardOutput: CardForm) => void send(payer, cardOutput))(event)
    else void send(payer, null)
  }

  const chooseMethod = (next: PaymentMethod) => {
    if (next === 'card') preloadCardTokenizer(config)
    setMethod(next)
    setMethodError(undefined)
  }

  const totalText = formatBRL(amountCents)
  const action =
    amountCents === 0 && creditCode
      ? t`Confirm with the credit`
      : method === 'card'
        ? t`Pay ${totalText}`
        : method === 'boleto'
          ? t`Generate bank slip`
          : method === 'pix'
            ? t`Generate Pix code`
            : t`Place order`

  return {
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
    pay,
    action,
  }
}

/** What the payment's fields and its submit button read (not `pay`, whose payer differs by form). */
export type PaymentForm = Omit<ReturnType<typeof usePaymentForm>, 'pay'>
