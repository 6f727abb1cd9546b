import { Hono } from 'hono'
import { agencyPassengersSchema } from '../../domain/answers/passenger-manifest.ts'
import { UserType } from '../../domain/session.ts'
import { agencyPassengers } from '../admin/buyers/passengers.ts'
import type { AppDeps } from '../app-deps.ts'
import { requireRole, type AuthEnv } from '../http/auth-middleware.ts'
import { endpoint } from '../openapi/endpoint.ts'
import { json } from '../openapi/operation.ts'

/**
 * /api/agency/passengers: the travellers of the signed-in agency's own paid sales (read-only);
 * the agency is the session's user, never a parameter, so no other agency's sale nor a direct
 * one can be asked for.
 */
export const agencyPassengerRoutes = ({ db }: AppDeps) =>
  new Hono<AuthEnv>().get(
    '/',
    requireRole(UserType.agency),
    endpoint({ tag: 'Agency', summary: "The travellers of the agency's own paid sales, by trip (read-only)", answers: { 200: json('By trip', agencyPassengersSchema) } }),
    async (c) => c.json(await agencyPassengers(db, c.get('user').id)),
  )
