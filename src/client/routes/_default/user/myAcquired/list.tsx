import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../../../../ui/coming-soon.tsx'

export const Route = createFileRoute('/_default/user/myAcquired/list')({
  component: MyAcquiredListPage,
})

function MyAcquiredListPage() {
  const { t } = useLingui()
  return <ComingSoon title={t`My trips and products`} />
}
