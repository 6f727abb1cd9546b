import { createFileRoute } from '@tanstack/react-router'
import { ProfilePage } from '../../../features/account/components/profile-page.tsx'

export const Route = createFileRoute('/_default/user/profile')({
  component: ProfilePage,
})
