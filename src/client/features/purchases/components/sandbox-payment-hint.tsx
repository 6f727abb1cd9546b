import { Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { paymentsConfigQueryOptions } from '../api.ts'

/** On a test server (the sandbox control on) a pending Pix or boleto is paid by an admin's click, not by a bank: say where. */
export function SandboxPaymentHint() {
  const config = useQuery(paymentsConfigQueryOptions())
  if (!config.data?.sandboxControl) return null
  return (
    <Text fontSize="sm" color="fg.muted" mt="4" data-testid="sandbox-payment-hint">
      <Trans>Test environment: an administrator can simulate this payment in Admin → Orders.</Trans>
    </Text>
  )
}
