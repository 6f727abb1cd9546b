import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../../ui/coming-soon.tsx'

export const Route = createFileRoute('/_default/termsOfUse')({
  component: TermsOfUsePage,
})

function TermsOfUsePage() {
  const { t } = useLingui()
  return <ComingSoon title={t`Terms of use`} />
}
