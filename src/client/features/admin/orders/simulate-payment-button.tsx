import { Button } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { AdminOrder } from '../../../../domain/admin/order.ts'
import { paymentsConfigQueryOptions } from '../../purchases/api.ts'
import { useAdminMutation } from '../form/use-admin-mutation.ts'
import { simulatePayment } from './api.ts'

/**
 * "Simulate payment" for a pending Pix or boleto of the sandbox gateway, while the server has its
 * sandbox control on: pays the charge as the bank would, so a tester needs no curl.
 */
export function SimulatePaymentButton({ order }: { order: AdminOrder }) {
  const { t } = useLingui()
  const config = useQuery(paymentsConfigQueryOptions())
  const pay = useAdminMutation('orders', simulatePayment, () => t`Payment simulated`)
  const payable = order.status === 'pending' && order.method !== 'card' && order.gateway === 'sandbox' && order.chargeId !== null
  if (!payable || !config.data?.sandboxControl) return null
  return (
    <Button variant="outline" loading={pay.isPending} onClick={() => pay.mutate(order.code)}>
      <Trans>Simulate payment</Trans>
    </Button>
  )
}
