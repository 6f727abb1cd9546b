import { Hono } from 'hono'
import { productInputSchema } from '../../../domain/admin/product.ts'
import { productListQuery } from '../../../domain/admin/list-queries.ts'
import { adminProductPageSchema, adminProductSchema } from '../../../domain/answers/admin.ts'
import type { AppDeps } from '../../app-deps.ts'
import type { AuthEnv } from '../../http/auth-middleware.ts'
import { parseOr400, readJson } from '../../http/validation.ts'
import { input } from '../../openapi/endpoint.ts'
import { adminListEndpoints, byId } from '../list-routes.ts'
import { createProduct, currentPdfKey, deleteProduct, listProducts, updateProduct } from './service.ts'

const declared = adminListEndpoints('products', { row: adminProductSchema, page: adminProductPageSchema, changeBody: productInputSchema() })

/**
 * /api/admin/products: the marketing page's products. Each needs a photo (from the image upload)
 * and a PDF (from the PDF upload, which refuses anything else); a product that orders name can
 * only be deactivated. An edit may keep the PDF the product has, so its body is read against it.
 */
export const adminProductRoutes = ({ db, now = () => new Date() }: AppDeps) =>
  new Hono<AuthEnv>()
    .get('/', declared.list, input('query', productListQuery), async (c) => c.json(await listProducts(db, c.req.valid('query'))))
    .post('/', declared.add, input('json', productInputSchema()), async (c) => c.json(await createProduct(db, c.get('user').id, c.req.valid('json'), now()), 201))
    .put('/:id', declared.change, byId, async (c) => {
      const { id } = c.req.valid('param')
      const body = parseOr400(productInputSchema(await currentPdfKey(db, id)), await readJson(c.req.raw))
      return c.json(await updateProduct(db, c.get('user').id, id, body, now()))
    })
    .delete('/:id', declared.remove, byId, async (c) => {
      await deleteProduct(db, c.get('user').id, c.req.valid('param').id, now())
      return c.body(null, 204)
    })
