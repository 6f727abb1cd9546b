import { createFileRoute } from '@tanstack/react-router'
import { MyPassengersScreen } from '../../../features/agency-passengers/components/my-passengers-screen.tsx'
import { OnlineOnly } from '../../../features/offline/components/online-only.tsx'

export const Route = createFileRoute('/_default/agency/passengers')({
  component: AgencyPassengersPage,
})

function AgencyPassengersPage() {
  return (
    <OnlineOnly>
      <MyPassengersScreen />
    </OnlineOnly>
  )
}
