import { queryOptions } from '@tanstack/react-query'
import type { Banner, EventType, Product, Tip, TravelInformation } from '../../../domain/catalogue.ts'
import { api } from '../../api.ts'

export const bannersQueryOptions = () =>
  queryOptions({ queryKey: ['catalogue', 'banners'], queryFn: ({ signal }) => api<Banner[]>('/banners', { signal }) })

export const tipsQueryOptions = () =>
  queryOptions({ queryKey: ['catalogue', 'tips'], queryFn: ({ signal }) => api<Tip[]>('/tips', { signal }) })

export const eventTypesQueryOptions = () =>
  queryOptions({ queryKey: ['catalogue', 'event-types'], queryFn: ({ signal }) => api<EventType[]>('/event-types', { signal }) })

export const travelInformationQueryOptions = () =>
  queryOptions({
    queryKey: ['catalogue', 'travel-information'],
    queryFn: ({ signal }) => api<TravelInformation[]>('/travel-information', { signal }),
  })

export const productsQueryOptions = () =>
  queryOptions({ queryKey: ['catalogue', 'products'], queryFn: ({ signal }) => api<Product[]>('/products', { signal }) })
