import { Hono } from 'hono'
import { productInputSchema } from '../../../domain/admin/product.ts'
import { productListQuery } from '../../../domain/admin/list-queries.ts'
import type { AppDeps } from '../../app-deps.ts'
import type { AuthEnv } from '../../http/auth-middleware.ts'
import { parseOr400, jsonBody } from '../../http/validation.ts'
import { idParam } from '../id-param.ts'
import { createProduct, currentPdfKey, deleteProduct, listProducts, updateProduct } from './service.ts'

/**
 * /api/admin/products: the marketing page's products. Each needs a photo (from the image upload)
 * and a PDF (from the PDF upload, which refuses anything else); a product that orders name can
 * only be deactivated.
 */
export const adminProductRoutes = ({ db, now = () => new Date() }: AppDeps) =>
  new Hono<AuthEnv>()
    .get('/', async (c) => c.json(await listProducts(db, parseOr400(productListQuery, c.req.query()))))
    .post('/', async (c) => c.json(await createProduct(db, c.get('user').id, await jsonBody(c, productInputSchema()), now()), 201))
    .put('/:id', async (c) => {
      const id = idParam(c)
      const input = await jsonBody(c, productInputSchema(await currentPdfKey(db, id)))
      return c.json(await updateProduct(db, c.get('user').id, id, input, now()))
    })
    .delete('/:id', async (c) => {
      await deleteProduct(db, c.get('user').id, idParam(c), now())
      return c.body(null, 204)
    })
