import * as v from 'valibot'
import { notificationKinds, type NotificationKind } from '../notification.ts'
import type { NotificationPreferences } from '../notification-preferences.ts'
import type { PushPublicKey } from '../push-subscription.ts'
import { answerSchema } from './answer-schema.ts'

export const pushPublicKeySchema = answerSchema<PushPublicKey>()(v.object({ publicKey: v.string() }))

export const notificationPreferencesAnswerSchema = answerSchema<NotificationPreferences>()(
  v.object({ kinds: v.object(Object.fromEntries(notificationKinds.map((kind) => [kind, v.boolean()])) as Record<NotificationKind, v.BooleanSchema<undefined>>) }),
)
