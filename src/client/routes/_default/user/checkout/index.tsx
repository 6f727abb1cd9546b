import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { OnlineOnly } from '../../../../features/offline/components/online-only.tsx'
import { ComingSoon } from '../../../../ui/coming-soon.tsx'

export const Route = createFileRoute('/_default/user/checkout/')({
  component: () => (
    <OnlineOnly>
      <CheckoutPage />
    </OnlineOnly>
  ),
})

function CheckoutPage() {
  const { t } = useLingui()
  return <ComingSoon title={t`Checkout`} />
}
