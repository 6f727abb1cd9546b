import { Hono } from 'hono'
import { UserType } from '../../domain/session.ts'
import type { AppDeps } from '../app-deps.ts'
import { invalidatesCatalogue } from '../catalogue/invalidation.ts'
import { requireRole } from '../http/auth-middleware.ts'
import { adminAgencyRoutes } from './agencies/routes.ts'
import { adminAirlineRoutes } from './airlines/routes.ts'
import { adminAuditRoutes } from './audit-routes.ts'
import { adminBannerRoutes } from './banners/routes.ts'
import { adminBuyerRoutes } from './buyers/routes.ts'
import { adminCommissionCsvRoutes, adminCommissionRoutes } from './commissions/routes.ts'
import { adminDashboardRoutes } from './dashboard/routes.ts'
import { adminEventTypeRoutes } from './event-types/routes.ts'
import { adminForfaitRoutes } from './forfait/routes.ts'
import { invitationRoutes } from './invitations-routes.ts'
import type { SaleContext } from '../sale/context.ts'
import { adminOrderRoutes } from './orders/routes.ts'
import { adminProductRoutes } from './products/routes.ts'
import { adminRoomingRoutes } from './rooming/routes.ts'
import { adminTipRoutes } from './tips/routes.ts'
import { adminTravelInformationRoutes } from './travel-information/routes.ts'
import { adminTripRoutes } from './trips/routes.ts'
import { adminUploadRoutes } from './uploads-routes.ts'
import { adminAdminRoutes } from './users/admins-routes.ts'
import { adminUserRoutes } from './users/routes.ts'
import { adminWaitlistRoutes } from './waitlist/routes.ts'
import { adminManifestRoutes } from '../road/manifest-routes.ts'
import { adminBoardRoutes } from '../road/board-routes.ts'

/**
 * /api/admin: every route refuses anyone but an admin (401 signed out, 403 a customer or an
 * agency). Lists answer `{ items, total, page, pageSize }` for `page`, `pageSize`, `sort` and
 * `q` (domain/admin/list.ts); every write records a line in the audit log (audit.ts) and empties
 * the catalogue cache on every instance (catalogue/invalidation.ts).
 */
export const adminRoutes = (deps: AppDeps, orders: SaleContext) =>
  new Hono()
    .use('*', requireRole(UserType.admin))
    .use('*', invalidatesCatalogue(orders.catalogue))
    .route('/dashboard', adminDashboardRoutes(deps))
    .route('/trips', adminTripRoutes(deps))
    .route('/trips', adminBuyerRoutes(deps))
    .route('/trips', adminManifestRoutes(deps))
    .route('/trips', adminWaitlistRoutes(deps))
    .route('/trips', adminRoomingRoutes(deps))
    .route('/trips', adminBoardRoutes(orders))
    .route('/orders', adminOrderRoutes(orders))
    .route('/users', adminUserRoutes(deps))
    .route('/admins', adminAdminRoutes(deps))
    .route('/invitations', invitationRoutes(deps))
    .route('/agencies', adminAgencyRoutes(deps))
    .route('/commissions', adminCommissionRoutes(deps))
    .route('/commissions.csv', adminCommissionCsvRoutes(deps))
    .route('/airlines', adminAirlineRoutes(deps))
    .route('/travel-information', adminTravelInformationRoutes(deps))
    .route('/event-types', adminEventTypeRoutes(deps))
    .route('/tips', adminTipRoutes(deps))
    .route('/banners', adminBannerRoutes(deps))
    .route('/products', adminProductRoutes(deps))
    .route('/forfait-requests', adminForfaitRoutes(deps))
    .route('/uploads', adminUploadRoutes(deps))
    .route('/audit', adminAuditRoutes(deps))
