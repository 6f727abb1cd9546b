import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../../ui/coming-soon.tsx'

export const Route = createFileRoute('/_default/faq')({
  component: FaqPage,
})

function FaqPage() {
  const { t } = useLingui()
  return <ComingSoon title={t`FAQ`} />
}
