import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { OnlineOnly } from '../../../../features/offline/components/online-only.tsx'
import { ComingSoon } from '../../../../ui/coming-soon.tsx'

export const Route = createFileRoute('/_default/user/checkout/post-checkout')({
  component: () => (
    <OnlineOnly>
      <PostCheckoutPage />
    </OnlineOnly>
  ),
})

function PostCheckoutPage() {
  const { t } = useLingui()
  return <ComingSoon title={t`Order placed`} />
}
