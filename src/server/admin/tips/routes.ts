import { tipInputSchema } from '../../../domain/admin/tip.ts'
import { tipListQuery } from '../../../domain/admin/list-queries.ts'
import { adminTipPageSchema, adminTipSchema } from '../../../domain/answers/admin.ts'
import type { AppDeps } from '../../app-deps.ts'
import { adminListRoutes } from '../list-routes.ts'
import { createTip, deleteTip, listTips, updateTip } from './service.ts'

/** /api/admin/tips: title, text, optional image and the active flag (only active tips are public). */
export const adminTipRoutes = (deps: AppDeps) =>
  adminListRoutes(deps, {
    name: 'tips',
    query: tipListQuery,
    input: tipInputSchema,
    row: adminTipSchema,
    page: adminTipPageSchema,
    list: listTips,
    create: createTip,
    update: updateTip,
    remove: deleteTip,
  })
