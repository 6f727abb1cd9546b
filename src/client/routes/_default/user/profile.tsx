import { createFileRoute } from '@tanstack/react-router'
import { ProfilePage } from '../../../features/account/components/profile-page.tsx'
import { OnlineOnly } from '../../../features/offline/components/online-only.tsx'

export const Route = createFileRoute('/_default/user/profile')({
  component: () => (
    <OnlineOnly>
      <ProfilePage />
    </OnlineOnly>
  ),
})
