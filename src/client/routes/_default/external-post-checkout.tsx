import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../../ui/coming-soon.tsx'

export const Route = createFileRoute('/_default/external-post-checkout')({
  component: ExternalPostCheckoutPage,
})

function ExternalPostCheckoutPage() {
  const { t } = useLingui()
  return <ComingSoon title={t`Payment status`} />
}
