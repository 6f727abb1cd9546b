import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../../../ui/coming-soon.tsx'

export const Route = createFileRoute('/_admin/admin/')({
  component: AdminDashboardPage,
})

function AdminDashboardPage() {
  const { t } = useLingui()
  return <ComingSoon title={t`Dashboard`} />
}
