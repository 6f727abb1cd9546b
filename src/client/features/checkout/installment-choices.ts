import { useLingui } from '@lingui/react/macro'
import { installmentOptions } from '../../../domain/installments.ts'
import { formatBRL } from '../../../domain/money.ts'
import type { PaymentMethod } from '../../../domain/order-status.ts'
import type { InstallmentChoice } from './components/card-fields.tsx'

export interface InstallmentRules {
  total: number
  /** The trip's (or product's) most installments. */
  installmentLimit: number
  /** The trip allows bank slips in installments. */
  boletoInstallments: boolean
  gateway: 'sandbox' | 'mercadopago'
}

/**
 * The installments a method offers for a total, worded with their values. Pix is paid at once;
 * a boleto splits only where the trip allows it and the gateway does (the sandbox splits it,
 * Mercado Pago does not: docs/PAYMENTS.md).
 */
export function useInstallmentChoices({ total, installmentLimit, boletoInstallments, gateway }: InstallmentRules, method: PaymentMethod | undefined) {
  const { t } = useLingui()
  const boletoSplits = boletoInstallments && gateway === 'sandbox'
  const limit = method === 'pix' || (method === 'boleto' && !boletoSplits) ? 1 : installmentLimit
  const choices: InstallmentChoice[] = installmentOptions(total, limit).map(({ count, valueCents, firstValueCents }) => {
    const value = formatBRL(valueCents)
    const first = formatBRL(firstValueCents)
    if (count === 1) return { count, label: t`1x of ${first} (at once)` }
    if (firstValueCents === valueCents) return { count, label: t`${count}x of ${value} interest-free` }
    return { count, label: t`${count}x interest-free: first ${first}, then ${value}` }
  })
  return { choices, boletoSplits, maxCardInstallments: installmentOptions(total, installmentLimit).length }
}
