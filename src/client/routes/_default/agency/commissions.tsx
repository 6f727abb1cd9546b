import { createFileRoute } from '@tanstack/react-router'
import { monthParam } from '../../../../domain/search-params.ts'
import { MyCommissionsScreen } from '../../../features/agency-commissions/components/my-commissions-screen.tsx'
import { OnlineOnly } from '../../../features/offline/components/online-only.tsx'

/** ?month=yyyy-mm (São Paulo); a bad one is dropped, so the current month shows. */
const parseSearch = (search: Record<string, unknown>): { month?: string } => {
  const month = monthParam(search.month)
  return month ? { month } : {}
}

export const Route = createFileRoute('/_default/agency/commissions')({
  validateSearch: parseSearch,
  component: AgencyCommissionsPage,
})

function AgencyCommissionsPage() {
  const navigate = Route.useNavigate()
  return (
    <OnlineOnly>
      <MyCommissionsScreen month={Route.useSearch().month} onMonth={(month) => void navigate({ search: { month }, replace: true })} />
    </OnlineOnly>
  )
}
