import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { monthSchema } from '../../../../domain/commission-query.ts'
import { MyCommissionsScreen } from '../../../features/agency-commissions/components/my-commissions-screen.tsx'
import { OnlineOnly } from '../../../features/offline/components/online-only.tsx'
import { parseLenient } from '../../../ui/lenient-search.ts'

/** ?month=yyyy-mm (São Paulo); a bad one is dropped, so the current month shows. */
const agencyCommissionsSearch = v.object({ month: v.optional(monthSchema) })

export const Route = createFileRoute('/_default/agency/commissions')({
  validateSearch: (search: Record<string, unknown>): { month?: string } => parseLenient(agencyCommissionsSearch, search) ?? {},
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
