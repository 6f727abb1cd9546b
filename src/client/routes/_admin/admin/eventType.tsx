import { createFileRoute } from '@tanstack/react-router'
import { eventTypeListQuery } from '../../../../domain/admin/list-queries.ts'
// Type only, so the schema itself loads with the screen (useListSearch), not in the app's entry.
import type { eventTypeListQuery as urlSchema } from '../../../../domain/admin/list-queries.ts'
import { EventTypesScreen } from '../../../features/admin/event-types/event-types-screen.tsx'
import { useListSearch } from '../../../ui/list/checked-list-search.ts'
import { listSearch, mergeSearch } from '../../../ui/list/list-search.ts'

export const Route = createFileRoute('/_admin/admin/eventType')({
  validateSearch: listSearch<typeof urlSchema>(),
  component: EventTypesPage,
})

function EventTypesPage() {
  const navigate = Route.useNavigate()
  return <EventTypesScreen search={useListSearch(eventTypeListQuery, Route.useSearch())} onSearch={(patch) => void navigate({ search: mergeSearch(patch), replace: true })} />
}
