import { queryOptions } from '@tanstack/react-query'
import { api } from '../../api.ts'

/**
 * The public catalogue, saved on the device (`meta.persist`, docs/OFFLINE.md) so it opens
 * offline. Without a network (status 0) the screen shows its own offline state, so no toast.
 */
const catalogue = { quietStatuses: [0] }

export const bannersQueryOptions = () =>
  queryOptions({ queryKey: ['catalogue', 'banners'], queryFn: ({ signal }) => api.get('/api/banners', { ...catalogue, signal }), meta: { persist: true } })

export const tipsQueryOptions = () =>
  queryOptions({ queryKey: ['catalogue', 'tips'], queryFn: ({ signal }) => api.get('/api/tips', { ...catalogue, signal }), meta: { persist: true } })

export const eventTypesQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue', 'event-types'],
    queryFn: ({ signal }) => api.get('/api/event-types', { ...catalogue, signal }),
    meta: { persist: true },
  })

export const travelInformationQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue', 'travel-information'],
    queryFn: ({ signal }) => api.get('/api/travel-information', { ...catalogue, signal }),
    meta: { persist: true },
  })

export const productsQueryOptions = () =>
  queryOptions({ queryKey: ['catalogue', 'products'], queryFn: ({ signal }) => api.get('/api/products', { ...catalogue, signal }), meta: { persist: true } })
