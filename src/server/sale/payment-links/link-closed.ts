import type { Context } from 'hono'
import type { ApiErrorBody } from '../../../domain/api-error.ts'
import type { ApiErrorCode } from '../../../domain/error-codes.ts'
import type { PaymentLinkStatus } from '../../../domain/payment-link.ts'
import { ApiError, onApiError } from '../../http/errors.ts'

/** Why a link cannot be paid: its own state, or its agency's suspension (the link stays open, for when the agency is approved again). */
type ClosedStatus = Exclude<PaymentLinkStatus, 'open'> | 'agency_suspended'

const codes = {
  paid: 'payment_link.paid',
  expired: 'payment_link.expired',
  canceled: 'payment_link.canceled',
  agency_suspended: 'payment_link.agency_suspended',
} as const satisfies Record<ClosedStatus, ApiErrorCode>

/** The body of a 410 of the public link API: the error's code and message, and the link's status (or `agency_suspended`), so the page shows the right words. */
export interface LinkClosedBody extends ApiErrorBody {
  status: ClosedStatus
}

/** A link that can no longer be paid: 410 with its status. */
export class LinkClosed extends ApiError {
  constructor(readonly linkStatus: ClosedStatus) {
    super(codes[linkStatus])
  }
}

/** The public link routes' error handler: a LinkClosed carries its status; everything else as the API answers it. */
export function onLinkError(error: Error, c: Context) {
  if (error instanceof LinkClosed) return c.json({ ...error.body, status: error.linkStatus } satisfies LinkClosedBody, 410)
  return onApiError(error, c)
}
