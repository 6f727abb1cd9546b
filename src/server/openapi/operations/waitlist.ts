import { adminWaitlistSchema } from '../../../domain/answers/waitlist.ts'
import { idPathParam, json, type Operation } from '../operation.ts'

/** The admin's view of a trip's waitlists (docs/WAITLIST.md). */
export const waitlistOperations: Operation[] = [
  {
    method: 'GET',
    path: '/api/admin/trips/:id/waitlist',
    tag: 'Admin: trips',
    summary: "The trip options' waitlists: who, how many, since when, and each offer's state",
    pathParams: { id: idPathParam },
    answers: { 200: json('Everyone who joined, oldest first', adminWaitlistSchema) },
  },
]
