import { createFileRoute } from '@tanstack/react-router'
import { AuthPanel } from '../../features/auth/components/auth-panel.tsx'
import { SignInScreen } from '../../features/auth/components/sign-in-screen.tsx'
import { parseSignInSearch } from '../../features/auth/search.ts'

export const Route = createFileRoute('/_default/signin')({
  validateSearch: parseSignInSearch,
  component: SignInPage,
})

function SignInPage() {
  const search = Route.useSearch()
  return (
    <AuthPanel>
      <SignInScreen search={search} />
    </AuthPanel>
  )
}
