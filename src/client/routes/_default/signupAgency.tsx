import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../../ui/coming-soon.tsx'

export const Route = createFileRoute('/_default/signupAgency')({
  component: SignUpAgencyPage,
})

function SignUpAgencyPage() {
  const { t } = useLingui()
  return <ComingSoon title={t`Partner agency sign-up`} />
}
