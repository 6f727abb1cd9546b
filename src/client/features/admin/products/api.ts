import type { AdminProduct, ProductInput } from '../../../../domain/admin/product.ts'
import { api } from '../../../api.ts'

export const saveProduct = ({ id, input }: { id?: number; input: ProductInput }) =>
  id ? api<AdminProduct>(`/admin/products/${id}`, { method: 'PUT', body: input }) : api<AdminProduct>('/admin/products', { method: 'POST', body: input })

export const deleteProduct = (id: number) => api<void>(`/admin/products/${id}`, { method: 'DELETE' })
