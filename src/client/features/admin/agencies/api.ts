import type { AgencyTermsInput } from '../../../../domain/admin/agency.ts'
import { api } from '../../../api.ts'
import type { ListQuery } from '../list/use-admin-list.ts'

/** Sends the terms as typed ("10,5"): the API parses them with the form's own schema. The form shows field errors (400, a taken seller code's 409). */
export const saveAgencyTerms = ({ id, terms }: { id: number; terms: AgencyTermsInput }) =>
  api.put('/api/admin/agencies/{id}', { params: { path: { id } }, body: terms, quietStatuses: [400, 409] })

/** GET /api/admin/agencies: a page of the list for the URL's search. */
export const fetchAgencies = (search: ListQuery<'/api/admin/agencies'>) => api.get('/api/admin/agencies', { params: { query: search } })
