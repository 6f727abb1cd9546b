import { createFileRoute } from '@tanstack/react-router'
import { wholeNumberParam } from '../../../../../domain/search-params.ts'
import { TripManageScreen } from '../../../../features/admin/trips/manage-screen.tsx'

/** `?id=12` edits trip 12; no id makes a new trip. */
const parseSearch = (search: Record<string, unknown>): { id?: number } => {
  const id = wholeNumberParam(search.id)
  return id !== undefined && id >= 1 ? { id } : {}
}

export const Route = createFileRoute('/_admin/admin/trips/manage')({
  validateSearch: parseSearch,
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
