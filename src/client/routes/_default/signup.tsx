import { createFileRoute } from '@tanstack/react-router'
import { SignUpScreen } from '../../features/auth/components/sign-up-screen.tsx'
import { AuthPanel } from '../../features/auth/components/auth-panel.tsx'
import { authSearch } from '../../features/auth/search.ts'

export const Route = createFileRoute('/_default/signup')({
  validateSearch: (search: Record<string, unknown>) => authSearch(search),
  component: SignUpPage,
})

function SignUpPage() {
  const { redirect } = Route.useSearch()
  return (
    <AuthPanel wide>
      <SignUpScreen returnTo={redirect} />
    </AuthPanel>
  )
}
