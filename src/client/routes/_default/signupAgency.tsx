import { createFileRoute } from '@tanstack/react-router'
import { AgencySignUpScreen } from '../../features/auth/components/agency-sign-up-screen.tsx'
import { AuthPanel } from '../../features/auth/components/auth-panel.tsx'
import { authSearch } from '../../features/auth/search.ts'

export const Route = createFileRoute('/_default/signupAgency')({
  validateSearch: (search: Record<string, unknown>) => authSearch(search),
  component: AgencySignUpPage,
})

function AgencySignUpPage() {
  const { redirect } = Route.useSearch()
  return (
    <AuthPanel>
      <AgencySignUpScreen returnTo={redirect} />
    </AuthPanel>
  )
}
