import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../api.ts'

/** GET /api/me/calendar-feed: the account's private feed URL (a secret: never saved on the device). */
export const calendarFeedQueryOptions = () => queryOptions({ queryKey: ['me', 'calendar-feed'], queryFn: () => api.get('/api/me/calendar-feed') })

/** POST /api/me/calendar-feed/reset: a new URL; calendars subscribed to the old one stop updating. */
export function useResetCalendarFeed() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => api.post('/api/me/calendar-feed/reset'),
    onSuccess: (feed) => queryClient.setQueryData(calendarFeedQueryOptions().queryKey, feed),
  })
}
