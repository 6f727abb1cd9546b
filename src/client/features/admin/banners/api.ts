import { queryOptions } from '@tanstack/react-query'
import type { AdminBanner, BannerInput, BannerOrder, BannerSettings } from '../../../../domain/admin/banner.ts'
import { api } from '../../../api.ts'
import { adminKeys } from '../list/use-admin-list.ts'

export const saveBanner = ({ id, input }: { id?: number; input: BannerInput }) =>
  id ? api<AdminBanner>(`/admin/banners/${id}`, { method: 'PUT', body: input }) : api<AdminBanner>('/admin/banners', { method: 'POST', body: input })

export const deleteBanner = (id: number) => api<void>(`/admin/banners/${id}`, { method: 'DELETE' })

/** Every banner's id in display order; under the resource's key, so any banner write refreshes it. */
export const bannerOrderOptions = () => queryOptions({ queryKey: [...adminKeys.resource('banners'), 'order'], queryFn: () => api<BannerOrder>('/admin/banners/order') })

export const saveBannerOrder = (ids: number[]) => api<BannerOrder>('/admin/banners/order', { method: 'PUT', body: { ids } })

export const bannerSettingsOptions = () => queryOptions({ queryKey: [...adminKeys.resource('banners'), 'settings'], queryFn: () => api<BannerSettings>('/admin/banners/settings') })

export const saveBannerSettings = (settings: BannerSettings) => api<BannerSettings>('/admin/banners/settings', { method: 'PUT', body: settings })
