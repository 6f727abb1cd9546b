import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../../../../ui/coming-soon.tsx'

export const Route = createFileRoute('/_admin/admin/orders/')({
  component: AdminOrdersPage,
})

function AdminOrdersPage() {
  const { t } = useLingui()
  return <ComingSoon title={t`Orders`} />
}
