import * as v from 'valibot'
import type { UserType } from '../session.ts'
import { emailSchema, profileUpdateSchema, type Profile } from '../user.ts'

/** A row of /admin/users: every account, never its secrets. */
export interface AdminUserRow {
  id: number
  type: UserType
  /** An agency's name is its first name. */
  firstName: string
  lastName: string
  email: string
  /** 11 digits; null for an account made by Google sign-in that never gave one. */
  cpf: string | null
  createdAt: string
}

/** GET /api/admin/users/:id: the profile with what the agency knows about the account. */
export interface AdminUserDetails extends Profile {
  createdAt: string
  /** Orders of every status the account placed. */
  orders: number
  paidCents: number
}

/**
 * PUT /api/admin/users/:id: an admin corrects an account's data with the profile's own rules
 * (only the fields sent change), and may correct the email too (unique: 409).
 */
export const adminUserUpdateSchema = v.object({ ...profileUpdateSchema.entries, email: v.optional(emailSchema) })
export type AdminUserUpdateInput = v.InferInput<typeof adminUserUpdateSchema>
export type AdminUserUpdate = v.InferOutput<typeof adminUserUpdateSchema>

/** A row of /admin/users/admins. */
export interface AdminAccount {
  id: number
  firstName: string
  lastName: string
  email: string
  createdAt: string
}

/** An invitation mailed and not yet used nor expired. */
export interface PendingInvitation {
  id: number
  email: string
  /** Who invited; null when that admin's account is gone. */
  invitedBy: string | null
  createdAt: string
  expiresAt: string
}

/** GET /api/admin/admins: a page of administrators and every pending invitation (they last 7 days, so they are few). */
export interface AdminAccountsPage {
  items: AdminAccount[]
  total: number
  page: number
  pageSize: number
  invitations: PendingInvitation[]
}

/** The English texts of the people endpoints' refusals (the client translates them). */
export const adminUserMessages = {
  hasOrders: 'This account has orders, which must be kept for accounting: it cannot be deleted',
  deleteYourself: 'You cannot delete your own account',
  lastAdmin: 'The last administrator cannot be removed',
  revokeYourself: 'You cannot remove your own administrator rights',
  notAnAdmin: 'This account is not an administrator',
} as const
