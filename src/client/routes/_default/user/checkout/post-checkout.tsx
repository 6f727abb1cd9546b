import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../../../../ui/coming-soon.tsx'

export const Route = createFileRoute('/_default/user/checkout/post-checkout')({
  component: PostCheckoutPage,
})

function PostCheckoutPage() {
  const { t } = useLingui()
  return <ComingSoon title={t`Order placed`} />
}
