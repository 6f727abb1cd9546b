import { createFileRoute } from '@tanstack/react-router'
import { ProfileScreen } from '../../../features/account/components/profile-screen.tsx'
import { OnlineOnly } from '../../../features/offline/components/online-only.tsx'

export const Route = createFileRoute('/_default/user/profile')({
  component: () => (
    <OnlineOnly>
      <ProfileScreen />
    </OnlineOnly>
  ),
})
