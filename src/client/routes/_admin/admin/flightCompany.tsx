import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../../../ui/coming-soon.tsx'

export const Route = createFileRoute('/_admin/admin/flightCompany')({
  component: AdminAirlinesPage,
})

function AdminAirlinesPage() {
  const { t } = useLingui()
  return <ComingSoon title={t`Airlines`} />
}
