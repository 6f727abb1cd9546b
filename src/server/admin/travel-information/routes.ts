import { travelInformationInputSchema } from '../../../domain/admin/travel-information.ts'
import { travelInformationListQuery } from '../../../domain/admin/list-queries.ts'
import { adminTravelInformationPageSchema, adminTravelInformationSchema } from '../../../domain/answers/admin.ts'
import type { AppDeps } from '../../app-deps.ts'
import { adminListRoutes } from '../list-routes.ts'
import { createTravelInformation, deleteTravelInformation, listTravelInformation, updateTravelInformation } from './service.ts'

/** /api/admin/travel-information: type and text of each piece of advice on the tips page, in display order. */
export const adminTravelInformationRoutes = (deps: AppDeps) =>
  adminListRoutes(deps, {
    name: 'travel information entries',
    query: travelInformationListQuery,
    input: travelInformationInputSchema,
    row: adminTravelInformationSchema,
    page: adminTravelInformationPageSchema,
    list: listTravelInformation,
    create: createTravelInformation,
    update: updateTravelInformation,
    remove: deleteTravelInformation,
  })
