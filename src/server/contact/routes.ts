import { Hono } from 'hono'
import { contactMessageSchema } from '../../domain/contact.ts'
import type { AppDeps } from '../app-deps.ts'
import { parseOr400, readJson } from '../http/validation.ts'
import { saveContactMessage } from './service.ts'

export const contactRoutes = (deps: AppDeps) =>
  new Hono().post('/', async (c) => {
    const message = parseOr400(contactMessageSchema, await readJson(c.req.raw))
    const locale = c.req.header('Accept-Language')?.split(',')[0]?.trim() || 'pt-BR'
    const id = await saveContactMessage(deps, message, locale)
    return c.json({ id }, 201)
  })
