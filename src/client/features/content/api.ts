import { useMutation } from '@tanstack/react-query'
import { api } from '../../api.ts'
import type { ContactMessage } from '../../../domain/contact.ts'

/**
 * POST /api/contact. A 400 is not toasted: its field errors are shown next to their fields,
 * in the reader's language, instead of the server's English summary.
 */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: (message: ContactMessage) => api<{ id: number }>('/contact', { method: 'POST', body: message, quietStatuses: [400] }),
  })
}
