import { queryOptions } from '@tanstack/react-query'
import type { Banner, EventType, Product, Tip, TravelInformation } from '../../../domain/catalogue.ts'
import { api } from '../../api.ts'

/**
 * The public catalogue, saved on the device (`meta.persist`, docs/OFFLINE.md) so it opens
 * offline. Without a network (status 0) the screen shows its own offline state, so no toast.
 */
const catalogue = <T>(path: string, signal: AbortSignal) => api<T>(path, { signal, quietStatuses: [0] })

export const bannersQueryOptions = () =>
  queryOptions({ queryKey: ['catalogue', 'banners'], queryFn: ({ signal }) => catalogue<Banner[]>('/banners', signal), meta: { persist: true } })

export const tipsQueryOptions = () => queryOptions({ queryKey: ['catalogue', 'tips'], queryFn: ({ signal }) => catalogue<Tip[]>('/tips', signal), meta: { persist: true } })

export const eventTypesQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue', 'event-types'],
    queryFn: ({ signal }) => catalogue<EventType[]>('/event-types', signal),
    meta: { persist: true },
  })

export const travelInformationQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue', 'travel-information'],
    queryFn: ({ signal }) => catalogue<TravelInformation[]>('/travel-information', signal),
    meta: { persist: true },
  })

export const productsQueryOptions = () =>
  queryOptions({ queryKey: ['catalogue', 'products'], queryFn: ({ signal }) => catalogue<Product[]>('/products', signal), meta: { persist: true } })
