import { Hono } from 'hono'
import { tipInputSchema } from '../../../domain/admin/tip.ts'
import { tipListQuery } from '../../../domain/admin/list-queries.ts'
import type { AppDeps } from '../../app-deps.ts'
import type { AuthEnv } from '../../http/auth-middleware.ts'
import { parseOr400, jsonBody } from '../../http/validation.ts'
import { idParam } from '../id-param.ts'
import { createTip, deleteTip, listTips, updateTip } from './service.ts'

/** /api/admin/tips: title, text, optional image and the active flag (only active tips are public). */
export const adminTipRoutes = ({ db, now = () => new Date() }: AppDeps) =>
  new Hono<AuthEnv>()
    .get('/', async (c) => c.json(await listTips(db, parseOr400(tipListQuery, c.req.query()))))
    .post('/', async (c) => c.json(await createTip(db, c.get('user').id, await jsonBody(c, tipInputSchema), now()), 201))
    .put('/:id', async (c) => c.json(await updateTip(db, c.get('user').id, idParam(c), await jsonBody(c, tipInputSchema), now())))
    .delete('/:id', async (c) => {
      await deleteTip(db, c.get('user').id, idParam(c), now())
      return c.body(null, 204)
    })
