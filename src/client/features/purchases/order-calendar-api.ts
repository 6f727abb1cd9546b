import { orderCalendarFileName } from '../../../domain/calendar.ts'
import { downloadFile } from '../../ui/download-file.ts'
import { myOrdersSource, orderPath } from './order-source.ts'

/** GET /api/me/orders/{code}/calendar.ics: a paid trip's events, saved as a file the phone opens in its calendar. */
export const downloadOrderCalendar = (code: string) => downloadFile(orderPath(myOrdersSource, code, '/calendar.ics'), orderCalendarFileName(code))
