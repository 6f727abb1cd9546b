import { orderCalendarFileName } from '../../../domain/calendar.ts'
import { downloadFile } from '../../ui/download-file.ts'
import { api } from '../../api.ts'

/** GET /api/me/orders/{code}/calendar.ics: a paid trip's events, saved as a file the phone opens in its calendar. */
export const downloadOrderCalendar = (code: string) =>
  downloadFile(orderCalendarFileName(code), (read) => api.get('/api/me/orders/{code}/calendar.ics', { params: { path: { code } }, read }))
