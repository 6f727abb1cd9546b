import { agencyDetails } from '../../../domain/agency-details.ts'
import { formatBRL } from '../../../domain/money.ts'

/** The agency's public details, shown on the institutional pages (src/domain/agency-details.ts). */
export const agency = {
  ...agencyDetails,
  /** Spec section 9; a no-break space keeps "R$" and the amount on one line in running text. */
  minimumInstallment: formatBRL(500).replace(' ', '\u00a0'),
} as const
