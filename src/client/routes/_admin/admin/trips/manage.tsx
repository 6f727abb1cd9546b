import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { integerParam } from '../../../../../domain/query-params.ts'
import { TripManageScreen } from '../../../../features/admin/trips/manage-screen.tsx'
import { parseLenient } from '../../../../ui/lenient-search.ts'

/** `?id=12` edits trip 12; no id makes a new trip. */
const manageSearch = v.object({ id: v.optional(v.pipe(integerParam('id must be a whole number'), v.minValue(1))) })

export const Route = createFileRoute('/_admin/admin/trips/manage')({
  validateSearch: (search: Record<string, unknown>): v.InferOutput<typeof manageSearch> => parseLenient(manageSearch, search) ?? {},
  component: AdminTripManagePage,
})

function AdminTripManagePage() {
  const navigate = Route.useNavigate()
  const { id } = Route.useSearch()
  return (
    <TripManageScreen
      key={id ?? 'new'}
      id={id}
      onShow={(shown) => void navigate({ search: { id: shown }, replace: id === undefined })}
      onDeleted={() => void navigate({ to: '/admin/trips' })}
    />
  )
}
