import { createFileRoute } from '@tanstack/react-router'
import { eventTypeListQuery } from '../../../../domain/admin/list-queries.ts'
import { EventTypesScreen } from '../../../features/admin/event-types/event-types-screen.tsx'
import { listSearch, mergeSearch } from '../../../ui/list/list-search.ts'

export const Route = createFileRoute('/_admin/admin/eventType')({
  validateSearch: listSearch(eventTypeListQuery),
  component: EventTypesPage,
})

function EventTypesPage() {
  const navigate = Route.useNavigate()
  return <EventTypesScreen search={Route.useSearch()} onSearch={(patch) => void navigate({ search: mergeSearch(patch), replace: true })} />
}
