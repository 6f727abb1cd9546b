import type { Context } from 'hono'
import { paymentLinkMessages, type PaymentLinkStatus } from '../../domain/payment-link.ts'
import { ApiError } from '../http/errors.ts'
import { onApiError } from '../http/errors.ts'

type ClosedStatus = Exclude<PaymentLinkStatus, 'open'>

const messages: Record<ClosedStatus, string> = { paid: paymentLinkMessages.paid, expired: paymentLinkMessages.expired, canceled: paymentLinkMessages.canceled }

/** The body of a 410 of the public link API: the error's message and the link's status, so the page shows the right words. */
export interface LinkClosedBody {
  message: string
  status: ClosedStatus
}

/** A link that can no longer be paid: 410 with its status. */
export class LinkClosed extends ApiError {
  constructor(readonly linkStatus: ClosedStatus) {
    super(410, messages[linkStatus])
  }
}

/** The public link routes' error handler: a LinkClosed carries its status; everything else as the API answers it. */
export function onLinkError(error: Error, c: Context) {
  if (error instanceof LinkClosed) return c.json({ message: error.message, status: error.linkStatus } satisfies LinkClosedBody, 410)
  return onApiError(error, c)
}
