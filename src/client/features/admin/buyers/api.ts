import * as v from 'valibot'
import { buyerListQuery } from '../../../../domain/admin-buyer.ts'
import { integerParam } from '../../../../domain/query-params.ts'
import { api } from '../../../api.ts'

/** The manifest screen's URL search: the manifest's own list query and the trip it is of. */
export const manifestSearch = v.object({
  ...buyerListQuery.entries,
  tripId: v.optional(v.pipe(integerParam('tripId must be a whole number'), v.minValue(1, 'tripId must be 1 or more'))),
})

/**
 * Downloads GET /api/admin/trips/{id}/buyers.csv. The endpoint needs the bearer token, which a
 * plain link cannot send: the file is fetched by the API wrapper, then saved from an object URL
 * under the name the server gave it.
 */
export async function downloadManifestCsv(tripId: number): Promise<void> {
  const file = await api<{ blob: Blob; name: string }>(`/admin/trips/${tripId}/buyers.csv`, {
    read: async (response) => ({
      blob: await response.blob(),
      name: /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? `manifest-${tripId}.csv`,
    }),
  })
  const url = URL.createObjectURL(file.blob)
  const link = document.createElement('a')
  link.href = url
  link.download = file.name
  document.body.append(link)
  link.click()
  link.remove()
  // The browser has taken the file once the click's task ends.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}
