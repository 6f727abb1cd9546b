import * as v from 'valibot'
import { authProvidersSchema, challengeSchema, invitationInfoSchema, passwordResetRequestedSchema, sessionSchema } from '../../../domain/answers/accounts.ts'
import {
  adminSignUpSchema,
  agencySignUpSchema,
  googleSessionSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  returnPathField,
  signInSchema,
  signUpSchema,
  verifyCodeSchema,
} from '../../../domain/user.ts'
import { json, noContent, tokenPathParam, type Operation } from '../operation.ts'

const tag = 'Accounts'
const codeMailed = json('A code was mailed: send it with challengeId to /api/auth/verify', challengeSchema)
const redirect = { description: 'A redirect (Location)', contentType: 'none' } as const

/** Signing up, in and out (docs/AUTH.md). */
export const authOperations: Operation[] = [
  { method: 'GET', path: '/api/auth/providers', tag, summary: 'Which sign-in buttons to show', answers: { 200: json('Providers', authProvidersSchema) } },
  { method: 'POST', path: '/api/auth/signup', tag, summary: 'A customer signs up', body: signUpSchema, answers: { 200: codeMailed } },
  { method: 'POST', path: '/api/auth/signup-agency', tag, summary: 'An agency signs up (an admin approves it)', body: agencySignUpSchema, answers: { 200: codeMailed } },
  { method: 'POST', path: '/api/auth/signup-admin', tag, summary: 'An invited admin signs up', body: adminSignUpSchema, answers: { 200: codeMailed } },
  {
    method: 'GET',
    path: '/api/auth/invitations/:token',
    tag,
    summary: 'What an admin invitation is for',
    pathParams: { token: tokenPathParam },
    answers: { 200: json('The invitation', invitationInfoSchema) },
  },
  { method: 'POST', path: '/api/auth/signin', tag, summary: 'Sign in with email and password (first step)', body: signInSchema, answers: { 200: codeMailed } },
  {
    method: 'POST',
    path: '/api/auth/verify',
    tag,
    summary: 'The mailed code opens a session',
    body: verifyCodeSchema,
    answers: { 200: json('A session: send its token as Bearer', sessionSchema) },
  },
  { method: 'POST', path: '/api/auth/signout', tag, summary: "Ends the caller's session", answers: { 204: noContent } },
  {
    method: 'POST',
    path: '/api/auth/password-reset',
    tag,
    summary: 'Mails a reset link (the same answer for any email)',
    body: passwordResetRequestSchema,
    answers: { 202: json('Accepted', passwordResetRequestedSchema) },
  },
  { method: 'POST', path: '/api/auth/password-reset/confirm', tag, summary: 'A new password by the mailed link', body: passwordResetConfirmSchema, answers: { 204: noContent } },
  {
    method: 'GET',
    path: '/api/auth/google',
    tag,
    summary: 'Starts Google sign-in (a browser navigation); 404 when it is off. `redirect` (a path of this site) comes back on /signin',
    query: v.object({ redirect: returnPathField }),
    answers: { 302: redirect },
  },
  { method: 'GET', path: '/api/auth/google/callback', tag, summary: "Google's return; back to /signin with a handoff code", answers: { 302: redirect } },
  {
    method: 'POST',
    path: '/api/auth/google/session',
    tag,
    summary: 'The handoff code opens a session',
    body: googleSessionSchema,
    answers: { 200: json('A session', sessionSchema) },
  },
]
