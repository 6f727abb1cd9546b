import { createFileRoute } from '@tanstack/react-router'
import { AgencySignUpScreen } from '../../features/auth/components/agency-sign-up-screen.tsx'
import { AuthPanel } from '../../features/auth/components/auth-panel.tsx'

export const Route = createFileRoute('/_default/signupAgency')({
  component: () => (
    <AuthPanel>
      <AgencySignUpScreen />
    </AuthPanel>
  ),
})
