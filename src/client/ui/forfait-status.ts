import { t } from '@lingui/core/macro'
import type { ForfaitStatus } from '../../domain/admin/list-queries.ts'

/** A request's status as travellers and staff read it; call while rendering. */
export const forfaitStatusText = (status: ForfaitStatus): string => ({ new: t`Waiting for the agency`, quoted: t`Answered`, closed: t`Closed` })[status]

export const forfaitStatusPalette: Record<ForfaitStatus, string> = { new: 'orange', quoted: 'green', closed: 'gray' }
