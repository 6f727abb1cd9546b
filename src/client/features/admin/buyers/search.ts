import * as v from 'valibot'
import { buyerListQuery } from '../../../../domain/admin/buyer.ts'
import { integerParam } from '../../../../domain/query-params.ts'

/** The manifest's views: a row per paying order, a row per traveller, a hotel package's rooms, or a road trip's departure board. */
export const manifestViews = ['buyers', 'passengers', 'rooming', 'board'] as const
export type ManifestView = (typeof manifestViews)[number]

/**
 * The manifest screen's URL search: the manifest's own list query, the trip it is of and the view.
 * Apart from api.ts: the route's `validateSearch` is in every first load, with every module it imports.
 */
export const manifestSearch = v.object({
  ...buyerListQuery.entries,
  tripId: v.optional(v.pipe(integerParam('tripId must be a whole number'), v.minValue(1, 'tripId must be 1 or more'))),
  view: v.optional(v.picklist(manifestViews)),
})
