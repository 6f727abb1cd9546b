import * as v from 'valibot'

/**
 * Partner agencies (accounts of type 2) as admins manage them: approval, commission and seller
 * code. An agency signs up waiting for approval; only an approved agency will sell through
 * payment links (docs/ADMIN.md).
 */

/** A row of /admin/users/agencies. */
export interface AdminAgency {
  id: number
  name: string
  email: string
  cpf: string | null
  /** When an admin approved it; null while it waits (or after a suspension). */
  approvedAt: string | null
  /** 1050 is 10.5 %; null until an admin sets it. */
  commissionBasisPoints: number | null
  sellerCode: string | null
  /** Orders of every status placed by the agency's account. */
  orders: number
  createdAt: string
}

export const agencyMessages = {
  commission: 'The commission is a percentage from 0 to 100 with up to 2 decimals',
  sellerCode: 'The seller code has 4 to 12 letters or digits',
  sellerCodeTaken: 'Another agency already has this seller code',
  termsToApprove: 'Required to approve the agency',
} as const

/** A percentage typed as in Brazil ("10,5"), or "10.5", or a number: the output is basis points (1050). Blank: not set (null). */
const commissionSchema = v.pipe(
  v.union([v.pipe(v.number(), v.transform(String)), v.string()], agencyMessages.commission),
  v.trim(),
  v.transform((text) => text.replace(/\s*%$/, '')),
  v.check((text) => text === '' || /^\d{1,3}([.,]\d{1,2})?$/.test(text), agencyMessages.commission),
  v.transform((text) => (text === '' ? null : Math.round(Number(text.replace(',', '.')) * 100))),
  v.check((basisPoints) => basisPoints === null || basisPoints <= 10_000, agencyMessages.commission),
)

/** 4 to 12 letters or digits, kept upper case; blank: not set (null). */
export const sellerCodeSchema = v.pipe(
  v.nullish(v.string(agencyMessages.sellerCode), ''),
  v.trim(),
  v.toUpperCase(),
  v.check((code) => code === '' || /^[A-Z0-9]{4,12}$/.test(code), agencyMessages.sellerCode),
  v.transform((code) => code || null),
)

/**
 * PUT /api/admin/agencies/:id, the whole terms at once: approved or not, the commission and the
 * seller code. An approved agency always has both terms, so the links it will sell through can
 * name their seller and what the agency earns.
 */
export const agencyTermsSchema = v.pipe(
  v.object({ approved: v.boolean(), commissionPercent: v.nullish(commissionSchema, null), sellerCode: sellerCodeSchema }),
  v.forward(
    v.partialCheck([['approved'], ['commissionPercent']], (terms) => !terms.approved || terms.commissionPercent !== null, agencyMessages.termsToApprove),
    ['commissionPercent'],
  ),
  v.forward(
    v.partialCheck([['approved'], ['sellerCode']], (terms) => !terms.approved || terms.sellerCode !== null, agencyMessages.termsToApprove),
    ['sellerCode'],
  ),
  v.transform(({ approved, commissionPercent, sellerCode }) => ({ approved, commissionBasisPoints: commissionPercent, sellerCode })),
)
export type AgencyTermsInput = v.InferInput<typeof agencyTermsSchema>
export type AgencyTerms = v.InferOutput<typeof agencyTermsSchema>

/** Basis points as the form shows them: 1050 → "10,5" (pt-BR) or "10.5". */
export const basisPointsToPercentText = (basisPoints: number | null, decimalSeparator: string) =>
  basisPoints === null ? '' : String(basisPoints / 100).replace('.', decimalSeparator)
