import * as v from 'valibot'
import { waitlistStatuses, type AdminWaitlistEntry, type WaitlistEntry } from '../waitlist.ts'
import { answerSchema } from './answer-schema.ts'
import { isoTimestampText } from './catalogue.ts'

/** POST /api/trips/{tripId}/options/{optionId}/waitlist and each item of GET /api/me/waitlist. */
export const waitlistEntrySchema = answerSchema<WaitlistEntry>()(
  v.object({
    tripId: v.number(),
    tripSlug: v.string(),
    tripName: v.string(),
    optionId: v.number(),
    optionName: v.string(),
    people: v.number(),
    position: v.number(),
    joinedAt: isoTimestampText,
    offer: v.nullable(v.object({ expiresAt: isoTimestampText })),
  }),
)

/** GET /api/admin/trips/{id}/waitlist. */
export const adminWaitlistSchema = v.array(
  answerSchema<AdminWaitlistEntry>()(
    v.object({
      optionId: v.number(),
      optionName: v.string(),
      position: v.nullable(v.number()),
      userId: v.number(),
      name: v.string(),
      email: v.string(),
      people: v.number(),
      joinedAt: isoTimestampText,
      status: v.picklist(waitlistStatuses),
      offeredAt: v.nullable(isoTimestampText),
      offerExpiresAt: v.nullable(isoTimestampText),
      orderCode: v.nullable(v.string()),
    }),
  ),
)
