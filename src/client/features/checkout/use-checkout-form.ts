import { useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import * as v from 'valibot'
import type { OrderPlan } from '../../../domain/ledger.ts'
import { payerSchema, type Payer, type PaymentInput, type PaymentsConfig } from '../../../domain/order.ts'
import type { OrderStatus } from '../../../domain/order-status.ts'
import { depositCentsOf } from '../../../domain/money.ts'
import type { Trip } from '../../../domain/trip.ts'
import { useSchemaForm } from '../../ui/form/use-schema-form.ts'
import { payerFieldOf, toPayerInput, type PayerTexts } from './payer-texts.ts'
import { usePaymentForm } from './use-payment-form.ts'

/** What every checkout sends, whatever else its order carries. */
export interface CheckoutPayment {
  payer: Payer
  payment: PaymentInput
  plan: OrderPlan
}

/** A trip's deposit plan as offered now (GET /api/trips/{slug}'s `paymentPlan`). */
export type PaymentPlanOffer = NonNullable<Trip['paymentPlan']>

export interface CheckoutFormOptions<T extends { status: OrderStatus }> {
  /** The whole price. */
  total: number
  /** The deposit plan the buyer may choose; null or absent: the whole price only. */
  planOffer?: PaymentPlanOffer | null
  installmentLimit: number
  boletoInstallments: boolean
  config: PaymentsConfig
  /** A credit of the buyer's: it pays the first charge (the deposit or the whole price) first. */
  credit?: { code: string; balanceCents: number } | null
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
 * the whole price or the trip's deposit, a credit spent first, and the payment (usePaymentForm), whose method unlocks
 * once the payer is valid (spec section 5).
 */
export function useCheckoutForm<T extends { status: OrderStatus }>(options: CheckoutFormOptions<T>) {
  const { total, planOffer, credit, initialPayer, context, place } = options
  const { i18n } = useLingui()
  const payer = useSchemaForm({ schema: payerSchema, initial: initialPayer, toInput: (texts) => toPayerInput(texts, i18n.locale), fieldOf: payerFieldOf })
  const [wantedPlan, choosePlan] = useState<OrderPlan>('full')
  const plan: OrderPlan = planOffer ? wantedPlan : 'full'
  // A deposit charges the deposit's amount, its installments too; else the whole price. A credit pays it first.
  const firstChargeCents = planOffer && plan === 'deposit' ? depositCentsOf(total, planOffer.depositPercent) : total
  const creditCents = credit ? Math.min(credit.balanceCents, firstChargeCents) : 0
  const payment = usePaymentForm({
    ...options,
    amountCents: firstChargeCents - creditCents,
    creditCode: credit?.code ?? null,
    context: { context, plan },
    place: (sentPayment, sentPayer, key) => place({ payer: sentPayer, payment: sentPayment, plan }, key),
    showPayerErrors: payer.showServerErrors,
  })
  const payerValid = v.safeParse(payerSchema, toPayerInput(payer.values, i18n.locale)).success
  const submit = (event: FormEvent) => payer.handleSubmit((payerOutput) => payment.pay(payerOutput, event))(event)
  return { ...payment, total, planOffer: planOffer ?? null, plan, choosePlan, creditCents, payer, payerValid, submit }
}

export type CheckoutForm = ReturnType<typeof useCheckoutForm>
