import type { AdminAgency, AgencyTermsInput } from '../../../../domain/admin/agency.ts'
import { api } from '../../../api.ts'

/** Sends the terms as typed ("10,5"): the API parses them with the form's own schema. The form shows field errors (400, a taken seller code's 409). */
export const saveAgencyTerms = ({ id, terms }: { id: number; terms: AgencyTermsInput }) =>
  api<AdminAgency>(`/admin/agencies/${id}`, { method: 'PUT', body: terms, quietStatuses: [400, 409] })
