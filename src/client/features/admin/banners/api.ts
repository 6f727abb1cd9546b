import { queryOptions } from '@tanstack/react-query'
import type { BannerInput, BannerSettings } from '../../../../domain/admin/banner.ts'
import { api } from '../../../api.ts'
import { adminKeys, type ListQuery } from '../list/use-admin-list.ts'

export const saveBanner = ({ id, input }: { id?: number; input: BannerInput }) =>
  id ? api.put('/api/admin/banners/{id}', { params: { path: { id } }, body: input }) : api.post('/api/admin/banners', { body: input })

export const deleteBanner = (id: number) => api.delete('/api/admin/banners/{id}', { params: { path: { id } } })

/** Every banner's id in display order; under the resource's key, so any banner write refreshes it. */
export const bannerOrderOptions = () => queryOptions({ queryKey: [...adminKeys.resource('banners'), 'order'], queryFn: () => api.get('/api/admin/banners/order') })

export const saveBannerOrder = (ids: number[]) => api.put('/api/admin/banners/order', { body: { ids } })

export const bannerSettingsOptions = () => queryOptions({ queryKey: [...adminKeys.resource('banners'), 'settings'], queryFn: () => api.get('/api/admin/banners/settings') })

export const saveBannerSettings = (settings: BannerSettings) => api.put('/api/admin/banners/settings', { body: settings })

/** GET /api/admin/banners: a page of the list for the URL's search. */
export const fetchBanners = (search: ListQuery<'/api/admin/banners'>) => api.get('/api/admin/banners', { params: { query: search } })
