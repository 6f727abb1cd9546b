import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../../ui/coming-soon.tsx'

export const Route = createFileRoute('/_external/externalPayment')({
  component: ExternalPaymentPage,
})

function ExternalPaymentPage() {
  const { t } = useLingui()
  return <ComingSoon title={t`Payment`} />
}
