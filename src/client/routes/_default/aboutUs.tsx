import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../../ui/coming-soon.tsx'

export const Route = createFileRoute('/_default/aboutUs')({
  component: AboutUsPage,
})

function AboutUsPage() {
  const { t } = useLingui()
  return <ComingSoon title={t`About us`} />
}
