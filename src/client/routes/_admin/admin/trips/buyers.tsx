import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../../../../ui/coming-soon.tsx'

export const Route = createFileRoute('/_admin/admin/trips/buyers')({
  component: AdminTripBuyersPage,
})

function AdminTripBuyersPage() {
  const { t } = useLingui()
  return <ComingSoon title={t`Buyers of a trip`} />
}
