import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { commissionQuerySchema } from '../../../../domain/commission-query.ts'
import { integerParam } from '../../../../domain/query-params.ts'
import { CommissionsScreen } from '../../../features/admin/commissions/commissions-screen.tsx'
import { listSearch, mergeSearch } from '../../../ui/list/list-search.ts'

/** The list's query (month, paging, sort, text) and the agency whose statement is open. */
const commissionsSearch = v.object({
  ...commissionQuerySchema.entries,
  agency: v.optional(v.pipe(integerParam('agency must be a whole number'), v.minValue(1, 'agency must be 1 or more'))),
})

export const Route = createFileRoute('/_admin/admin/comissions')({
  validateSearch: listSearch(commissionsSearch),
  component: AdminCommissionsPage,
})

function AdminCommissionsPage() {
  const navigate = Route.useNavigate()
  return <CommissionsScreen search={Route.useSearch()} onSearch={(patch) => void navigate({ search: mergeSearch(patch), replace: true })} />
}
