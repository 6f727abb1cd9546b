import { createFileRoute } from '@tanstack/react-router'
import { AuthPanel } from '../../features/auth/components/auth-panel.tsx'
import { SignUpScreen } from '../../features/auth/components/sign-up-screen.tsx'

export const Route = createFileRoute('/_default/signup')({
  component: () => (
    <AuthPanel wide>
      <SignUpScreen />
    </AuthPanel>
  ),
})
