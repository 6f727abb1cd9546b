import { eventTypeInputSchema } from '../../../domain/admin/event-type.ts'
import { eventTypeListQuery } from '../../../domain/admin/list-queries.ts'
import { adminEventTypePageSchema, adminEventTypeSchema } from '../../../domain/answers/admin.ts'
import type { AppDeps } from '../../app-deps.ts'
import { adminListRoutes } from '../list-routes.ts'
import { createEventType, deleteEventType, listEventTypes, updateEventType } from './service.ts'

/** /api/admin/event-types: name, description and the slug made from the first name; one in use by trips cannot be deleted. */
export const adminEventTypeRoutes = (deps: AppDeps) =>
  adminListRoutes(deps, {
    name: 'event types',
    query: eventTypeListQuery,
    input: eventTypeInputSchema,
    row: adminEventTypeSchema,
    page: adminEventTypePageSchema,
    list: listEventTypes,
    create: createEventType,
    update: updateEventType,
    remove: deleteEventType,
  })
