import * as v from 'valibot'
import { buyerListQuery } from '../../../../domain/admin-buyer.ts'
import { integerParam } from '../../../../domain/query-params.ts'
import { downloadFile } from '../download-file.ts'

/** The manifest screen's URL search: the manifest's own list query and the trip it is of. */
export const manifestSearch = v.object({
  ...buyerListQuery.entries,
  tripId: v.optional(v.pipe(integerParam('tripId must be a whole number'), v.minValue(1, 'tripId must be 1 or more'))),
})

/** Downloads GET /api/admin/trips/{id}/buyers.csv (with the bearer token: see downloadFile). */
export const downloadManifestCsv = (tripId: number): Promise<void> => downloadFile(`/admin/trips/${tripId}/buyers.csv`, `manifest-${tripId}.csv`)
