import { useMutation } from '@tanstack/react-query'
import type { DeletionCodeSent } from '../../../domain/my-data.ts'
import { api } from '../../api.ts'

/**
 * GET /api/me/export, saved under the name the server gives it. A plain link cannot send the
 * bearer token, so the file is fetched by the API wrapper and saved from an object URL.
 */
export async function downloadMyData(): Promise<void> {
  const file = await api<{ blob: Blob; name: string }>('/me/export', {
    read: async (response) => ({
      blob: await response.blob(),
      name: /filename="([^"]+)"/.exec(response.headers.get('Content-Disposition') ?? '')?.[1] ?? 'roteiro-meus-dados.json',
    }),
  })
  const url = URL.createObjectURL(file.blob)
  const link = document.createElement('a')
  link.href = url
  link.download = file.name
  document.body.append(link)
  link.click()
  link.remove()
  // The browser has taken the file once the click's task ends.
  setTimeout(() => URL.revokeObjectURL(url), 0)
}

/** The deletion dialog says its own refusals (the last admin, too many codes, a wrong or expired code). */
const shownByTheDialog = [400, 409, 410, 429]

/** POST /api/me/deletion: a 6-digit code goes to the account's email. */
export const useRequestDeletion = () => useMutation({ mutationFn: () => api<DeletionCodeSent>('/me/deletion', { method: 'POST', body: {}, quietStatuses: shownByTheDialog }) })

/** POST /api/me/deletion/confirm: the right code erases the account and ends every session, this one too. */
export const useConfirmDeletion = () =>
  useMutation({ mutationFn: (code: string) => api<void>('/me/deletion/confirm', { method: 'POST', body: { code }, quietStatuses: shownByTheDialog }) })
