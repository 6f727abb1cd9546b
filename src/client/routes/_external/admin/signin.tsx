import { createFileRoute } from '@tanstack/react-router'
import { SignInScreen } from '../../../features/auth/components/sign-in-screen.tsx'

export const Route = createFileRoute('/_external/admin/signin')({
  component: () => <SignInScreen admin />,
})
