import { createFileRoute } from '@tanstack/react-router'
import { ResetPasswordScreen } from '../../features/auth/components/reset-password-screen.tsx'
import { authSearch } from '../../features/auth/search.ts'

export const Route = createFileRoute('/_external/ask-reset-password')({
  validateSearch: (search: Record<string, unknown>) => authSearch(search, 'token'),
  component: AskResetPasswordPage,
})

function AskResetPasswordPage() {
  const { token, redirect } = Route.useSearch()
  return <ResetPasswordScreen token={token} returnTo={redirect} />
}
