import { Hono } from 'hono'
import { deletionCodeSentSchema, profileSchema } from '../../domain/answers/accounts.ts'
import { myDataExportSchema } from '../../domain/answers/my-data.ts'
import { deletionConfirmSchema, myDataFileName } from '../../domain/my-data.ts'
import { saoPauloDate } from '../../domain/order-status.ts'
import { passwordChangeSchema, profileUpdateSchema } from '../../domain/user.ts'
import type { AppDeps } from '../app-deps.ts'
import { clientIp } from '../auth/client-ip.ts'
import { createAuthContext } from '../auth/context.ts'
import { requireUser, type AuthEnv } from '../http/auth-middleware.ts'
import { mailLocale } from '../mail/templates/locale.ts'
import { endpoint, input } from '../openapi/endpoint.ts'
import { json, noContent } from '../openapi/operation.ts'
import type { SaleContext } from '../sale/context.ts'
import { confirmDeletion, requestDeletion } from './deletion-service.ts'
import { exportMyData } from './export-service.ts'
import { changePassword, getProfile, updateProfile } from './profile-service.ts'

const tag = 'My account'

/** The signed-in user's own account: /api/me, its data as a file and its deletion (LGPD, docs/AUTH.md). */
export function meRoutes(deps: AppDeps, orders: SaleContext) {
  const ctx = createAuthContext(deps)
  return new Hono<AuthEnv>()
    .use(async (c, next) => {
      await next()
      c.header('Cache-Control', 'no-store')
    })
    .get('/', requireUser, endpoint({ tag, summary: "The caller's profile", answers: { 200: json('The profile', profileSchema) } }), async (c) =>
      c.json(await getProfile(ctx.db, c.get('user').id)),
    )
    .patch(
      '/',
      requireUser,
      endpoint({ tag, summary: 'Changes the profile', answers: { 200: json('The profile as saved', profileSchema) } }),
      input('json', profileUpdateSchema),
      async (c) => c.json(await updateProfile(ctx.db, c.get('user').id, c.req.valid('json'), ctx.now())),
    )
    .post(
      '/password',
      requireUser,
      endpoint({ tag, summary: 'Changes the password (other sessions end)', answers: { 204: noContent } }),
      input('json', passwordChangeSchema),
      async (c) => {
        await changePassword(ctx, c.get('user'), c.req.valid('json'), clientIp(c, ctx.settings.trustProxy))
        return c.body(null, 204)
      },
    )
    .get(
      '/export',
      requireUser,
      endpoint({
        tag,
        summary: 'Everything kept about the account, as a file (LGPD)',
        answers: { 200: json('A JSON file (Content-Disposition: attachment)', myDataExportSchema) },
      }),
      async (c) => {
        const now = ctx.now()
        c.header('Content-Disposition', `attachment; filename="${myDataFileName(saoPauloDate(now))}"`)
        return c.json(await exportMyData(ctx.db, c.get('user'), ctx.settings.publicUrl, now))
      },
    )
    .post(
      '/deletion',
      requireUser,
      endpoint({ tag, summary: "Mails a code that confirms the account's deletion", answers: { 200: json('The code was mailed', deletionCodeSentSchema) } }),
      async (c) => c.json(await requestDeletion(ctx, c.get('user'), mailLocale(c.req.header('Accept-Language')))),
    )
    .post(
      '/deletion/confirm',
      requireUser,
      endpoint({ tag, summary: 'Erases the account (orders kept anonymised for the fiscal retention period)', answers: { 204: noContent } }),
      input('json', deletionConfirmSchema),
      async (c) => {
        await confirmDeletion(ctx, orders.moves, c.get('user'), c.req.valid('json').code, clientIp(c, ctx.settings.trustProxy))
        return c.body(null, 204)
      },
    )
}
