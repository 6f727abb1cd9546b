import { deletionCodeSentSchema, profileSchema } from '../../../domain/answers/accounts.ts'
import { myDataExportSchema } from '../../../domain/answers/my-data.ts'
import { deletionConfirmSchema } from '../../../domain/my-data.ts'
import { passwordChangeSchema, profileUpdateSchema } from '../../../domain/user.ts'
import { json, noContent, type Operation } from '../operation.ts'

const tag = 'My account'

/** The signed-in user's own account and its data (LGPD). */
export const meOperations: Operation[] = [
  { method: 'GET', path: '/api/me', tag, summary: "The caller's profile", answers: { 200: json('The profile', profileSchema) } },
  { method: 'PATCH', path: '/api/me', tag, summary: 'Changes the profile', body: profileUpdateSchema, answers: { 200: json('The profile as saved', profileSchema) } },
  { method: 'POST', path: '/api/me/password', tag, summary: 'Changes the password (other sessions end)', body: passwordChangeSchema, answers: { 204: noContent } },
  {
    method: 'GET',
    path: '/api/me/export',
    tag,
    summary: 'Everything kept about the account, as a file (LGPD)',
    answers: { 200: json('A JSON file (Content-Disposition: attachment)', myDataExportSchema) },
  },
  {
    method: 'POST',
    path: '/api/me/deletion',
    tag,
    summary: "Mails a code that confirms the account's deletion",
    answers: { 200: json('The code was mailed', deletionCodeSentSchema) },
  },
  {
    method: 'POST',
    path: '/api/me/deletion/confirm',
    tag,
    summary: 'Erases the account (orders kept anonymised for the fiscal retention period)',
    body: deletionConfirmSchema,
    answers: { 204: noContent },
  },
]
