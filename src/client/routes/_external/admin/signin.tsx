import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../../../ui/coming-soon.tsx'

export const Route = createFileRoute('/_external/admin/signin')({
  component: AdminSignInPage,
})

function AdminSignInPage() {
  const { t } = useLingui()
  return <ComingSoon title={t`Administrator sign-in`} />
}
