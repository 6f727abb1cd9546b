import { useLingui } from '@lingui/react/macro'
import { createFileRoute } from '@tanstack/react-router'
import { ComingSoon } from '../../ui/coming-soon.tsx'

export const Route = createFileRoute('/_external/ask-reset-password')({
  component: AskResetPasswordPage,
})

function AskResetPasswordPage() {
  const { t } = useLingui()
  return <ComingSoon title={t`Reset your password`} />
}
