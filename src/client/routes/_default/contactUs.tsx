import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../../ui/coming-soon.tsx'

export const Route = createFileRoute('/_default/contactUs')({
  component: ContactUsPage,
})

function ContactUsPage() {
  const { t } = useLingui()
  return <ComingSoon title={t`Contact us`} />
}
