import { useMutation } from '@tanstack/react-query'
import { api } from '../../api.ts'
import type { ContactMessage } from '../../../domain/contact.ts'
import { readOrQueued } from '../../ui/form/offline-submission.ts'

/**
 * POST /api/contact with its submission's Idempotency-Key; offline, the service worker may keep it
 * (docs/OFFLINE.md). A 400 is not toasted: its field errors are shown next to their fields, in the
 * reader's language, instead of the server's English summary; no connection is the form's waiting state.
 */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: ({ message, idempotencyKey }: { message: ContactMessage; idempotencyKey: string }) =>
      api.post('/api/contact', {
        params: { header: { 'Idempotency-Key': idempotencyKey } },
        body: message,
        quietStatuses: [0, 400],
        read: (response, json) => readOrQueued(response, json),
      }),
  })
}
