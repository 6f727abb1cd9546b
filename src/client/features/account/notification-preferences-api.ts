import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { NotificationPreferences } from '../../../domain/notification-preferences.ts'
import { api } from '../../api.ts'

/** GET /api/me/notification-preferences: each kind on or off. */
export const notificationPreferencesQueryOptions = () => queryOptions({ queryKey: ['me', 'notification-preferences'], queryFn: () => api.get('/api/me/notification-preferences') })

/** PUT /api/me/notification-preferences (in the page's language: the mails follow it). */
export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (preferences: NotificationPreferences) => api.put('/api/me/notification-preferences', { body: preferences }),
    onSuccess: (saved) => queryClient.setQueryData(notificationPreferencesQueryOptions().queryKey, saved),
  })
}
