import * as v from 'valibot'
import type { CalendarFeed } from '../calendar.ts'
import { answerSchema } from './answer-schema.ts'

export const calendarFeedSchema = answerSchema<CalendarFeed>()(v.object({ url: v.string() }))
