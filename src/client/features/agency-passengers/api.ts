import { queryOptions } from '@tanstack/react-query'
import { api } from '../../api.ts'

/** The travellers of the agency's own paid sales, by trip. */
export const myPassengersOptions = () =>
  queryOptions({
    queryKey: ['agency', 'passengers'],
    queryFn: ({ signal }) => api.get('/api/agency/passengers', { signal }),
  })
