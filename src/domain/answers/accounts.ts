import * as v from 'valibot'
import type { DeletionCodeSent } from '../my-data.ts'
import { UserType } from '../session.ts'
import type { AuthProviders, ChallengeResponse, InvitationCreated, InvitationInfo, PasswordResetRequested, Profile, SessionResponse } from '../user.ts'
import { answerSchema } from './answer-schema.ts'
import { idSchema, isoTimestampText } from './catalogue.ts'
import { addressAnswerSchema } from './orders.ts'

export const userTypeSchema = v.picklist(Object.values(UserType) as [UserType, ...UserType[]])

export const challengeSchema = answerSchema<ChallengeResponse>()(v.object({ challengeId: v.string(), expiresAt: isoTimestampText }))

export const sessionSchema = answerSchema<SessionResponse>()(v.object({ user: v.object({ id: idSchema, type: userTypeSchema }), token: v.string() }))

export const profileSchema = answerSchema<Profile>()(
  v.object({
    id: idSchema,
    type: userTypeSchema,
    email: v.string(),
    firstName: v.string(),
    lastName: v.string(),
    cpf: v.nullable(v.string()),
    phone: v.nullable(v.string()),
    birthDate: v.nullable(v.string()),
    address: v.nullable(addressAnswerSchema),
    hasPassword: v.boolean(),
    googleLinked: v.boolean(),
    agency: v.nullable(v.object({ commissionBasisPoints: v.nullable(v.number()), sellerCode: v.nullable(v.string()), approved: v.boolean() })),
  }),
)

export const authProvidersSchema = answerSchema<AuthProviders>()(v.object({ google: v.boolean() }))

export const invitationInfoSchema = answerSchema<InvitationInfo>()(v.object({ email: v.string(), expiresAt: isoTimestampText }))

export const invitationCreatedSchema = answerSchema<InvitationCreated>()(v.object({ id: idSchema, email: v.string(), expiresAt: isoTimestampText }))

export const passwordResetRequestedSchema = answerSchema<PasswordResetRequested>()(v.object({ message: v.string() }))

export const deletionCodeSentSchema = answerSchema<DeletionCodeSent>()(v.object({ expiresAt: isoTimestampText }))
