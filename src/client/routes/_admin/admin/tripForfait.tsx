import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../../../ui/coming-soon.tsx'

export const Route = createFileRoute('/_admin/admin/tripForfait')({
  component: AdminTripForfaitPage,
})

function AdminTripForfaitPage() {
  const { t } = useLingui()
  return <ComingSoon title={t`Custom trip requests`} />
}
