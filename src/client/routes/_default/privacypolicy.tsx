import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../../ui/coming-soon.tsx'

export const Route = createFileRoute('/_default/privacypolicy')({
  component: PrivacyPolicyPage,
})

function PrivacyPolicyPage() {
  const { t } = useLingui()
  return <ComingSoon title={t`Privacy policy`} />
}
