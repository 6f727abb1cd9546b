import { createFileRoute } from '@tanstack/react-router'
import { AdminSignUpScreen } from '../../../features/auth/components/admin-sign-up-screen.tsx'
import { tokenSearch } from '../../../features/auth/search.ts'

export const Route = createFileRoute('/_external/admin/signup')({
  validateSearch: (search: Record<string, unknown>) => tokenSearch(search, 'invitation'),
  component: AdminSignUpPage,
})

function AdminSignUpPage() {
  const { invitation } = Route.useSearch()
  return <AdminSignUpScreen invitation={invitation} />
}
