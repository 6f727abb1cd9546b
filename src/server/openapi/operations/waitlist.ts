import * as v from 'valibot'
import { adminWaitlistSchema, waitlistEntrySchema } from '../../../domain/answers/waitlist.ts'
import { joinWaitlistSchema } from '../../../domain/waitlist.ts'
import { idPathParam, json, noContent, type Operation } from '../operation.ts'

const path = '/api/trips/:tripId/options/:optionId/waitlist'
const pathParams = { tripId: idPathParam, optionId: idPathParam }

/** The waitlist of a sold-out trip option (docs/WAITLIST.md). */
export const waitlistOperations: Operation[] = [
  {
    method: 'POST',
    path,
    tag: 'Waitlist',
    summary: 'Joins the line of a sold-out trip option for some people',
    description:
      '409 while the trip has seats to buy, or when the caller is already in this line. When seats free up the first in line whose people fit gets an offer holding them for 30 minutes.',
    pathParams,
    body: joinWaitlistSchema,
    answers: { 201: json("The caller's place in line", waitlistEntrySchema) },
  },
  { method: 'DELETE', path, tag: 'Waitlist', summary: 'Leaves the line (a live offer gives its seats back)', pathParams, answers: { 204: noContent } },
  {
    method: 'GET',
    path: '/api/me/waitlist',
    tag: 'Waitlist',
    summary: "The caller's places in line and live offers",
    answers: { 200: json('Oldest first; an entry with an offer holds its seats until offer.expiresAt', v.array(waitlistEntrySchema)) },
  },
  {
    method: 'GET',
    path: '/api/admin/trips/:id/waitlist',
    tag: 'Admin: trips',
    summary: "The trip options' waitlists: who, how many, since when, and each offer's state",
    pathParams: { id: idPathParam },
    answers: { 200: json('Everyone who joined, oldest first', adminWaitlistSchema) },
  },
]
