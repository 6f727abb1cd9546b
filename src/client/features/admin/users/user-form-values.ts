import type { AdminUserDetails, AdminUserUpdateInput } from '../../../../domain/admin/user.ts'
import { fromIsoDate, toIsoDate } from '../../../ui/form/date-text.ts'
import { addressTexts } from '../../../ui/form/address-texts.ts'
import { formatMasked } from '../../../ui/form/masked-input.tsx'

/** The form's texts: numbers with their masks, the birth date in the reader's format. */
export interface UserTexts {
  firstName: string
  lastName: string
  email: string
  cpf: string
  phone: string
  birthDate: string
  address: { zipCode: string; street: string; number: string; complement: string; neighborhood: string; city: string; state: string }
}

export function userTexts(user: AdminUserDetails, locale: string): UserTexts {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    cpf: user.cpf ? formatMasked('cpf', user.cpf) : '',
    phone: user.phone ? formatMasked('phone', user.phone) : '',
    birthDate: fromIsoDate(user.birthDate, locale),
    address: addressTexts(user.address),
  }
}

const personal = ['firstName', 'lastName', 'email', 'cpf', 'phone'] as const

/**
 * Only what the admin changed is sent (and checked), as in the profile: an account made by Google
 * sign-in may be corrected before it has a CPF. An address is sent whole, or null once emptied.
 */
export function userChanges(texts: UserTexts, user: AdminUserDetails, locale: string): AdminUserUpdateInput {
  const saved = userTexts(user, locale)
  const changes: AdminUserUpdateInput = {}
  for (const field of personal) if (texts[field] !== saved[field]) changes[field] = texts[field]
  const birthDate = toIsoDate(texts.birthDate, locale)
  if (birthDate !== (user.birthDate ?? '')) changes.birthDate = birthDate
  if (JSON.stringify(texts.address) !== JSON.stringify(saved.address)) {
    const { complement: _, ...required } = texts.address
    changes.address = Object.values(required).every((text) => text.trim() === '') ? null : texts.address
  }
  return changes
}
