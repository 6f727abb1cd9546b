import { airlineInputSchema } from '../../../domain/airline.ts'
import { airlineListQuery } from '../../../domain/admin/list-queries.ts'
import { airlinePageSchema, airlineSchema } from '../../../domain/answers/admin.ts'
import type { AppDeps } from '../../app-deps.ts'
import { adminListRoutes } from '../list-routes.ts'
import { createAirline, deleteAirline, listAirlines, updateAirline } from './service.ts'

/** /api/admin/airlines: the airlines of the trips' aerial mesh (the spec's Company). */
export const adminAirlineRoutes = (deps: AppDeps) =>
  adminListRoutes(deps, {
    name: 'airlines',
    query: airlineListQuery,
    input: airlineInputSchema,
    row: airlineSchema,
    page: airlinePageSchema,
    list: listAirlines,
    create: createAirline,
    update: updateAirline,
    remove: deleteAirline,
  })
