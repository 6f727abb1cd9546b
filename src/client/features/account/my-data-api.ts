import { useMutation } from '@tanstack/react-query'
import { api } from '../../api.ts'
import { downloadFile } from '../../ui/download-file.ts'

/** GET /api/me/export, saved under the name the server gives it. */
export const downloadMyData = () => downloadFile('roteiro-meus-dados.json', (read) => api.get('/api/me/export', { read }))

/** The deletion dialog says its own refusals (the last admin, too many codes, a wrong or expired code). */
const shownByTheDialog = [400, 409, 410, 429]

/** POST /api/me/deletion: a 6-digit code goes to the account's email. */
export const useRequestDeletion = () => useMutation({ mutationFn: () => api.post('/api/me/deletion', { quietStatuses: shownByTheDialog }) })

/** POST /api/me/deletion/confirm: the right code erases the account and ends every session, this one too. */
export const useConfirmDeletion = () => useMutation({ mutationFn: (code: string) => api.post('/api/me/deletion/confirm', { body: { code }, quietStatuses: shownByTheDialog }) })
