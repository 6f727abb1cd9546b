import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../../ui/coming-soon.tsx'

export const Route = createFileRoute('/_default/signup')({
  component: SignUpPage,
})

function SignUpPage() {
  const { t } = useLingui()
  return <ComingSoon title={t`Create your account`} />
}
