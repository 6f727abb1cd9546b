import type { ProductInput } from '../../../../domain/admin/product.ts'
import { api } from '../../../api.ts'
import type { ListQuery } from '../list/use-admin-list.ts'

export const saveProduct = ({ id, input }: { id?: number; input: ProductInput }) =>
  id ? api.put('/api/admin/products/{id}', { params: { path: { id } }, body: input }) : api.post('/api/admin/products', { body: input })

export const deleteProduct = (id: number) => api.delete('/api/admin/products/{id}', { params: { path: { id } } })

/** GET /api/admin/products: a page of the list for the URL's search. */
export const fetchProducts = (search: ListQuery<'/api/admin/products'>) => api.get('/api/admin/products', { params: { query: search } })
